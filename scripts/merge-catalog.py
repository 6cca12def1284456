#!/usr/bin/env python3
"""Three-way merge of String Catalogs (.xcstrings), key by key and language by language.

Git calls it as a merge driver (set up once per clone with `make merge-driver`):

    scripts/merge-catalog.py BASE OURS THEIRS     # writes the result into OURS

A key or one language of a key changed on one side only takes that side; the same change on both
sides is kept once. Only the same language of the same key changed differently on both sides is a
conflict: the driver names each one, keeps ours there, and exits 1 so git reports the file as
conflicted.
"""
import json
import sys

MISSING = object()


def load(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return json.loads(text) if text.strip() else {"sourceLanguage": "en", "strings": {}, "version": "1.0"}


def pick(base, ours, theirs, where, conflicts):
    """The merged value of one slot, or MISSING when it is deleted."""
    if ours == theirs:
        return ours
    if ours == base:
        return theirs
    if theirs == base:
        return ours
    conflicts.append(where)
    return ours


def merge_entry(key, base, ours, theirs, conflicts):
    if MISSING in (base, ours, theirs) or not all(isinstance(x, dict) for x in (base, ours, theirs)):
        return pick(base, ours, theirs, key, conflicts)
    out = {}
    for field in sorted(set(base) | set(ours) | set(theirs)):
        b, o, t = (x.get(field, MISSING) for x in (base, ours, theirs))
        if field == "localizations" and MISSING not in (b, o, t):
            locs = {}
            for lang in sorted(set(b) | set(o) | set(t)):
                v = pick(b.get(lang, MISSING), o.get(lang, MISSING), t.get(lang, MISSING), f"{key} [{lang}]", conflicts)
                if v is not MISSING:
                    locs[lang] = v
            out[field] = locs
        else:
            v = pick(b, o, t, f"{key} ({field})", conflicts)
            if v is not MISSING:
                out[field] = v
    return out


def main(argv):
    base, ours, theirs = (load(p) for p in argv[:3])
    conflicts = []
    merged = dict(ours)
    bs, os_, ts = base.get("strings", {}), ours.get("strings", {}), theirs.get("strings", {})
    strings = {}
    for key in sorted(set(bs) | set(os_) | set(ts)):
        v = merge_entry(key, bs.get(key, MISSING), os_.get(key, MISSING), ts.get(key, MISSING), conflicts)
        if v is not MISSING:
            strings[key] = v
    merged["strings"] = strings
    with open(argv[1], "w", encoding="utf-8") as f:
        f.write(json.dumps(merged, indent=2, separators=(",", " : "), sort_keys=True, ensure_ascii=False) + "\n")
    for c in conflicts:
        print(f"catalog conflict: {c} (kept ours)", file=sys.stderr)
    return 1 if conflicts else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
