#!/usr/bin/env python3
"""Search as learners use it (issue #35), in a real browser: Selenium drives Debian's chromium through
chromium-driver (both installed by `make test`). Run by SearchTests.swift:

    python3 Tests/Browser/search.py --site <built site> --shots <folder>

For each language, every question of search-questions.json (natural questions, with the words a learner
types: English names, spellings without spaces, extra words the page lacks) must put the page it means in
the first three results, each result labelled with its kind and a snippet that is a whole sentence with a
match marked (cut only when longer than 300 characters). The header's box on another page: "/" puts the cursor in it and Enter opens the results.
Screenshots of a results page at 1280 and 390 px, light and dark. Every failure is printed; exit 1 if any."""
import argparse, json, os, sys, urllib.parse
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lab import check, driver, failures, wait   # noqa: E402  (one Chromium set-up for every browser test)
from selenium.webdriver.common.by import By    # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

QUESTIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "search-questions.json")
SHOT_QUERY = {"en": "where should I load data", "fr": "où charger les données", "zh-Hans": "数据应该在哪里加载", "ko": "데이터 어디서 로드"}


def results(d, site, lang, query):
    d.get("file://%s/%s/search.html?q=%s" % (site, lang, urllib.parse.quote(query)))
    return d.find_elements(By.CSS_SELECTOR, '[data-lifeline="results"] > li')


def questions(site, lang, asked):
    d = driver(1280)
    try:
        for query, want in asked:
            wanted = want if isinstance(want, list) else [want]
            found = results(d, site, lang, query)
            hrefs = [r.find_element(By.TAG_NAME, "a").get_attribute("href").split("/%s/" % lang, 1)[-1] for r in found[:3]]
            check(any(w in hrefs for w in wanted), "%s: search %r puts none of %s in the first three: %s" % (lang, query, wanted, hrefs))
            if found:
                kind = found[0].find_element(By.CSS_SELECTOR, ".kind").text
                check(kind.strip() != "", "%s: search %r: the first result has no kind label" % (lang, query))
                snippet = found[0].find_element(By.CSS_SELECTOR, ".snippet").text
                check(len(snippet) > 5 and not snippet.startswith("…") and (snippet.endswith("…") or snippet[-1] in ".!?)。！？）»\"”"), "%s: search %r: the snippet is not a whole sentence: %r" % (lang, query, snippet))
        check(not results(d, site, lang, "zzzqqq xqzw"), "%s: a query that means nothing finds nothing" % lang)
        check(d.find_element(By.ID, "none").is_displayed(), "%s: no result is said" % lang)
    finally:
        d.quit()


def header_box(site, lang):
    d = driver(1280)
    try:
        d.get("file://%s/%s/scenarios/navigation-push-pop.html" % (site, lang))
        box = d.find_element(By.CSS_SELECTOR, 'header [data-lifeline="search-box"]')
        d.find_element(By.TAG_NAME, "body").send_keys("/")
        check(d.switch_to.active_element == box, lang + ": '/' does not put the cursor in the header's search box")
        d.switch_to.active_element.send_keys("viewDidAppear", Keys.ENTER)
        wait(lambda: "search.html" in d.current_url)
        first = d.find_elements(By.CSS_SELECTOR, '[data-lifeline="results"] > li > a')
        check(first and first[0].get_attribute("href").endswith("/%s/callbacks/viewDidAppear.html" % lang),
              lang + ": the header's box does not lead to viewDidAppear's page: %s" % d.current_url)
    finally:
        d.quit()


def shots(site, lang, folder):
    for width in (1280, 390):
        for dark in (False, True):
            d = driver(width, dark=dark)
            try:
                results(d, site, lang, SHOT_QUERY[lang])
                wide = d.execute_script("return document.documentElement.scrollWidth")
                check(wide <= width, "%s: the search page scrolls sideways at %d px (%d)" % (lang, width, wide))
                d.save_screenshot("%s/%s-search-%d%s.png" % (folder, lang, width, "-dark" if dark else ""))
            finally:
                d.quit()


def main():
    a = argparse.ArgumentParser()
    a.add_argument("--site", required=True)
    a.add_argument("--shots", required=True)
    a.add_argument("--lang", action="append")
    args = a.parse_args()
    os.makedirs(args.shots, exist_ok=True)
    with open(QUESTIONS, encoding="utf-8") as f:
        table = json.load(f)
    for lang in args.lang or ["en", "fr", "zh-Hans", "ko"]:
        check(len(table[lang]) >= 10, "%s: at least ten questions (%d)" % (lang, len(table[lang])))
        questions(args.site, lang, table[lang])
        header_box(args.site, lang)
        shots(args.site, lang, args.shots)
    print("%d failure(s)" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
