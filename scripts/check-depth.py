#!/usr/bin/env python3
"""Check a callback-page depth file before it is merged into Locales/Content.xcstrings.

    scripts/check-depth.py FILE.json [FILE.json ...]
    scripts/check-depth.py --merge FILE.json ...   (check, then write into Locales/Content.xcstrings)

A depth file is a JSON object: {"callback.<slug>.<field>": {"en": "...", "fr": "...", "zh-Hans": "...", "ko": "..."}}
with fields about, advice, super, example, mistakes, versions for each slug it covers.
"""
import json
import os
import re
import sys

FIELDS = ["about", "advice", "super", "example", "mistakes", "versions"]
PROSE = ["about", "advice", "super", "mistakes", "versions"]
LANGS = ["en", "fr", "zh-Hans", "ko"]
BANNED = {
    "zh-Hans": ["外观回调", "收养", "放开", "模拟器"],
    "ko": ["불립니다", "부릅니다", "외관 콜백", "상태 기계", "옛날 이야기"],
    "fr": ["Rappels", "paresseusement", "entendre parler"],
}
COMMENTS = {
    "about": "Callback page: when UIKit calls it",
    "advice": "Callback page: what belongs there and what does not",
    "super": "Callback page: whether and when to call super",
    "example": "Callback page: a short original Swift example (comments in the page's language)",
    "mistakes": "Callback page: common mistakes, one per line",
    "versions": "Callback page: version notes",
}


def words(text):
    return len(re.findall(r"[A-Za-z0-9_’'()`:.-]+", re.sub(r"`[^`]*`", "x", text)))


def check(path, slugs):
    problems = []
    data = json.load(open(path, encoding="utf-8"))
    by_slug = {}
    for key, langs in data.items():
        m = re.fullmatch(r"callback\.(.+)\.(" + "|".join(FIELDS) + ")", key)
        if not m:
            problems.append(f"{key}: not a callback.<slug>.<field> key")
            continue
        slug, field = m.groups()
        if slugs is not None and slug not in slugs:
            problems.append(f"{key}: unknown slug {slug}")
        by_slug.setdefault(slug, {})[field] = langs
        for lang in LANGS:
            text = langs.get(lang, "")
            if not text.strip():
                problems.append(f"{key}: no {lang}")
                continue
            if text.count("`") % 2:
                problems.append(f"{key} [{lang}]: unbalanced backticks")
            for bad in BANNED.get(lang, []):
                if bad in text:
                    problems.append(f"{key} [{lang}]: contains '{bad}'")
            if lang == "fr" and field != "example":
                outside = re.sub(r"`[^`]*`", "", text)
                if "'" in outside:
                    problems.append(f"{key} [fr]: straight apostrophe outside code (use ’)")
            if lang == "ko" and re.search(r"세그(?!웨이)", text):
                problems.append(f"{key} [ko]: 세그 must be 세그웨이")
            if field == "example":
                lines = text.split("\n")
                if not 3 <= len(lines) <= 10:
                    problems.append(f"{key} [{lang}]: example has {len(lines)} lines (3–10)")
                if "`" in text:
                    problems.append(f"{key} [{lang}]: example must be plain Swift, no backticks")
    for slug, fields in by_slug.items():
        missing = [f for f in FIELDS if f not in fields]
        if missing:
            problems.append(f"{slug}: missing fields {missing}")
            continue
        count = sum(words(fields[f]["en"]) for f in PROSE)
        if count < 120:
            problems.append(f"{slug}: English prose has {count} words (at least 120)")
        code = [fields["example"][l].split("\n") for l in LANGS]
        stripped = [[re.sub(r"//.*", "", line).rstrip() for line in c] for c in code]
        if any(s != stripped[0] for s in stripped):
            problems.append(f"{slug}: example code differs between languages (only // comments may)")
    return data, problems


def main(argv):
    merge = "--merge" in argv
    files = [a for a in argv if a != "--merge"]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    catalog_path = os.path.join(root, "Locales", "Content.xcstrings")
    catalog = json.load(open(catalog_path, encoding="utf-8"))
    slugs = {k[len("callback."):-len(".about")] for k in catalog["strings"] if k.startswith("callback.") and k.endswith(".about")}
    failed = False
    for path in files:
        data, problems = check(path, slugs)
        for p in problems:
            print(f"{path}: {p}")
        failed = failed or bool(problems)
        if not problems:
            print(f"{path}: ok ({len(data)} keys)")
        if merge and not problems:
            for key, langs in data.items():
                entry = catalog["strings"].setdefault(key, {})
                entry["comment"] = COMMENTS[key.rsplit(".", 1)[1]]
                entry.setdefault("extractionState", "manual")
                entry["localizations"] = {l: {"stringUnit": {"state": "translated", "value": langs[l]}} for l in LANGS}
    if merge and not failed:
        with open(catalog_path, "w", encoding="utf-8") as f:
            f.write(json.dumps(catalog, indent=2, separators=(",", " : "), sort_keys=True, ensure_ascii=False) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
