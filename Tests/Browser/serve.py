#!/usr/bin/env python3
"""`lifeline serve` in a real browser (issue #39): Selenium drives Debian's chromium through chromium-driver
(both installed by `make test`). Run by ServePreviewTests.swift against a running server:

    python3 Tests/Browser/serve.py --base http://127.0.0.1:<port> --scenario <the served scenario file>

Two tabs: one on the scenario's page, one on the glossary. The scenario's title is changed in its file, as an
editor saves it; the scenario's tab must reload by itself and show the new title (its script named its page,
so the server made it first), and the glossary's tab must reload too, once the build ends. Every failure is
printed; exit 1 if any."""
import argparse, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lab import check, driver, failures, wait   # noqa: E402  (one Chromium set-up for every browser test)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--base", required=True)
    p.add_argument("--scenario", required=True)
    p.add_argument("--old", required=True)
    p.add_argument("--new", required=True)
    a = p.parse_args()
    tabs = {"scenario": driver(1280), "glossary": driver(1280)}
    try:
        tabs["scenario"].get(a.base + "/en/scenarios/" + os.path.basename(a.scenario).replace(".yaml", ".html"))
        tabs["glossary"].get(a.base + "/en/glossary.html")
        for name, d in tabs.items():
            check(wait(lambda: d.execute_script("return document.readyState") == "complete"), name + ": the page did not load")
            # A mark that a reload wipes; the event stream opened (the script is in the page, after </body>'s content).
            d.execute_script("window.lifelineMark = 1;")
        check(a.old in tabs["scenario"].title, "the scenario's page does not show its title: %r" % tabs["scenario"].title)
        with open(a.scenario, encoding="utf-8") as f:
            text = f.read()
        check(a.old in text, "the scenario file does not hold the title")
        with open(a.scenario + ".tmp", "w", encoding="utf-8") as f:
            f.write(text.replace(a.old, a.new))
        os.replace(a.scenario + ".tmp", a.scenario)   # as editors save: a copy renamed over the file
        scenario = tabs["scenario"]
        check(wait(lambda: scenario.execute_script("return window.lifelineMark === undefined && document.readyState === 'complete'"), 30),
              "the scenario's tab did not reload after the save")
        check(a.new in scenario.title, "the reloaded scenario's page does not show the new title: %r" % scenario.title)
        glossary = tabs["glossary"]
        check(wait(lambda: glossary.execute_script("return window.lifelineMark === undefined"), 30),
              "the glossary's tab did not reload when the build ended")
    finally:
        for d in tabs.values():
            d.quit()
    print("%d failure(s)" % len(failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
