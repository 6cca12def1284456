#!/usr/bin/env python3
"""Set one key of a String Catalog (.xcstrings) in every language, keeping Xcode's exact formatting.

    scripts/catalog-set.py Locales/Charts.xcstrings sequence.part "comment" en="…" fr="…" zh-Hans="…" ko="…"
    scripts/catalog-set.py Locales/Charts.xcstrings count.steps "comment" en.one="%lld step" en.other="%lld steps" ko.other="%lld단계"

A language written with plural categories (`en.one=`, `en.other=`) gets CLDR plural variations.

Catalogs are JSON with sorted keys, two-space indentation and " : " separators (what Xcode writes);
editing them with this script keeps diffs to the lines that changed.
"""
import json
import sys


def main(argv):
    if len(argv) < 4:
        print(__doc__)
        return 2
    path, key, comment, pairs = argv[0], argv[1], argv[2], argv[3:]
    with open(path, encoding="utf-8") as f:
        catalog = json.load(f)
    entry = catalog["strings"].setdefault(key, {})
    if comment:
        entry["comment"] = comment
    entry.setdefault("extractionState", "manual")
    locs = entry.setdefault("localizations", {})
    plural = {}
    for pair in pairs:
        lang, _, value = pair.partition("=")
        if "." in lang:
            lang, _, category = lang.partition(".")
            plural.setdefault(lang, {})[category] = {"stringUnit": {"state": "translated", "value": value}}
        else:
            locs[lang] = {"stringUnit": {"state": "translated", "value": value}}
    for lang, forms in plural.items():
        locs[lang] = {"variations": {"plural": forms}}
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(catalog, indent=2, separators=(",", " : "), sort_keys=True, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
