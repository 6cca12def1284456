#!/usr/bin/env python3
"""Seeds for fuzz-catalog: writes every key of each String Catalog as its own small catalog.

The shipped catalogs are up to 300 KB, far above the fuzzer's input size limit (FUZZ_MAX_LEN); one
key per file keeps each seed a real, valid catalog of a few hundred bytes.
Usage: split-catalogs.py OUTPUT_DIR FILE.xcstrings...
"""
import json, os, sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
n = 0
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f:
        catalog = json.load(f)
    base = os.path.splitext(os.path.basename(path))[0]
    for i, (key, entry) in enumerate(catalog.get("strings", {}).items()):
        one = {k: v for k, v in catalog.items() if k != "strings"}
        one["strings"] = {key: entry}
        with open(os.path.join(out, f"{base}-{i:04}.xcstrings"), "w", encoding="utf-8") as f:
            json.dump(one, f, ensure_ascii=False, indent=1)
        n += 1
print(f"split-catalogs: {n} one-key catalogs in {out}")
