#!/usr/bin/env python3
"""The learner's lab in a real browser (issue #22): Selenium drives Debian's chromium through
Debian's chromium-driver, both installed by `make test`. Run by LabBrowserTests.swift:

    python3 Tests/Browser/lab.py --site <built site> --shots <folder> --axe <axe.min.js>

For each language: the step-through player moved by keys and by clicks (the chart and the table mark
the callback the page's own data says is current, the address follows, a link opens at a callback);
one question of each kind (five at least, from four scenario pages) answered wrong, then right, each
answer explained, by click at 1280 px and by touch at 390 px; the quiz page counting what this browser answered
right in this language; axe-core on the pages with the player and the exercises mid-way;
with JavaScript off, the page is the book it was (player hidden, answers in <details>); the push/pop page prints whole on at most 10 pages
(pdfinfo and pdftotext, from poppler-utils).
Screenshots at 1280 and 390 px are written to --shots. Every failure is printed; exit 1 if any."""
import argparse, atexit, base64, json, os, shutil, subprocess, sys, tempfile, time, urllib.parse
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.print_page_options import PrintOptions
from selenium.webdriver.support.ui import Select

LANGS = ["en", "fr", "zh-Hans", "ko"]
PLAYER_PAGE = "scenarios/navigation-push-pop.html"
EXERCISE_PAGE = "scenarios/sheet-presentation.html"
# Pages whose questions, together, are of every kind (checked: at least five kinds).
EXERCISE_PAGES = [EXERCISE_PAGE, "scenarios/navigation-push-pop.html", "scenarios/app-background.html", "scenarios/popover-ipad-iphone.html"]
LONG_PAGE = "scenarios/dismiss-stack.html"
failures = []
# Every Chromium gets a profile folder of its own (two at once never share a lock), made under PROFILES
# and all removed when the script ends.
PROFILES = tempfile.mkdtemp(prefix="lab-profiles-")
atexit.register(shutil.rmtree, PROFILES, True)


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, flush=True)
    return ok


def driver(width, dark=False, script=True):
    o = webdriver.ChromeOptions()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
              "--user-data-dir=" + tempfile.mkdtemp(prefix="chromium-", dir=PROFILES), "--window-size=%d,1000" % width]:
        o.add_argument(a)
    if width < 600:   # headless windows are at least 500 px wide: a phone's width is emulated
        o.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": 844, "pixelRatio": 1}})
    if dark:
        o.add_argument("--force-dark-mode")
        o.add_argument("--blink-settings=preferredColorScheme=0")
    if not script:
        o.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    d = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=o)
    d.set_page_load_timeout(60)
    d.set_script_timeout(60)
    return d


def wait(condition, seconds=10):
    """Polls `condition` until it is true or `seconds` pass; its last value."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


def data(d):
    return json.loads(d.find_element(By.ID, "player-data").get_attribute("textContent"))


def current(d):
    """The seq the charts and the table mark as current (None if they disagree or mark nothing): the
    player's step chart always, the full sequence chart too unless the callback is in the launch it folds."""
    rows = d.find_elements(By.CSS_SELECTOR, 'section.trace tr[aria-current="step"]')
    arrows = d.execute_script(
        "return Array.from(document.querySelectorAll('[data-lifeline=\"chart\"] g.edge[aria-current=\"step\"]')).map(g => g.id)")
    full = d.execute_script(
        "return Array.from(document.querySelectorAll('figure.sequence g.edge[aria-current=\"step\"]')).map(g => g.id)")
    if len(rows) != 1 or len(arrows) != 1 or len(full) > 1:
        return None
    seq = rows[0].get_attribute("id")[1:]
    folded = data(d)["events"][0]["step"] == 1 and int(seq) <= max(e["seq"] for e in data(d)["events"] if e["step"] == 1)
    if not full and not folded:
        return None
    if full and not full[0].endswith("_e" + seq):
        return None
    return int(seq) if arrows[0].endswith("_e" + seq) else None


def axe(d, where, axe_js):
    d.execute_script(open(axe_js).read())
    found = d.execute_async_script(
        "var done = arguments[0]; axe.run({resultTypes: ['violations']}).then(r => done(r.violations.map(v => v.impact + ' ' + v.id)));")
    bad = [v for v in found if v.startswith("serious") or v.startswith("critical")]
    check(not bad, "%s: axe %s" % (where, bad))


def player(site, lang, shots, axe_js):
    d = driver(1280)
    try:
        d.get("file://%s/%s/%s" % (site, lang, PLAYER_PAGE))
        root = d.find_element(By.CSS_SELECTOR, '[data-lifeline="player"]')
        check(root.is_displayed(), lang + ": the player is shown")
        events = data(d)["events"]
        seqs = [e["seq"] for e in events]
        check(current(d) == seqs[0], lang + ": the player starts at the first callback")
        d.find_element(By.CSS_SELECTOR, '[data-lifeline="next"]').click()
        check(current(d) == seqs[1], lang + ": Next callback moves by one")
        for _ in range(4):
            d.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        check(current(d) == seqs[5], lang + ": the right arrow key moves by one callback")
        check(d.execute_script("return location.hash") == "#e%d" % seqs[5], lang + ": the address names the callback")
        d.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
        check(current(d) == seqs[4], lang + ": the left arrow key moves back")
        first_of_next = next(i for i, e in enumerate(events) if e["step"] > events[4]["step"])
        d.switch_to.active_element.send_keys(Keys.SHIFT, Keys.ARROW_RIGHT)
        check(current(d) == seqs[first_of_next], lang + ": Shift+right goes to the next step's first callback")
        d.find_element(By.CSS_SELECTOR, '[data-lifeline="next-step"]').click()
        third = next(i for i, e in enumerate(events) if e["step"] > events[first_of_next]["step"])
        check(current(d) == seqs[third], lang + ": Next step goes to the following step")
        d.find_element(By.CSS_SELECTOR, '[data-lifeline="prev-step"]').click()
        check(current(d) == seqs[first_of_next], lang + ": Previous step goes back a step")
        d.find_element(By.CSS_SELECTOR, '[data-lifeline="prev"]').click()
        check(current(d) == seqs[first_of_next - 1], lang + ": Previous callback goes back one")
        # The states: each controller's badge says the state the trace gives it at this callback.
        i = first_of_next - 1
        actor = events[i]["actor"]
        names = data(d)["stateNames"]
        badge = d.execute_script("return Array.from(document.querySelectorAll('[data-lifeline=\"badges\"] li')).filter("
                                 "li => li.querySelector('.name').textContent === arguments[0]).map(li => li.querySelector('.state').textContent)", actor)
        if events[i]["state"]:
            check(badge == [names[events[i]["state"]]], "%s: %s's badge reads %s" % (lang, actor, badge))
        # Mid-way through the push: the window holds the navigation stack with B on top.
        d.get("file://%s/%s/%s#e33" % (site, lang, PLAYER_PAGE))
        check(current(d) == 33, lang + ": a link to #e33 opens the player at callback 33")
        shown = d.execute_script("return Array.from(document.querySelectorAll('[data-lifeline=\"screen\"] .node.shown > .name')).map(n => n.textContent)")
        check(shown == ["Nav", "B"], lang + ": the window shows Nav with B on top at callback 33, not %s" % shown)
        d.execute_script("arguments[0].scrollIntoView()", d.find_element(By.CSS_SELECTOR, '[data-lifeline="player"]'))
        d.save_screenshot("%s/%s-player-1280.png" % (shots, lang))
        axe(d, lang + "/" + PLAYER_PAGE + " mid-way", axe_js)
        d.execute_script("document.querySelector('figure.sequence').scrollIntoView()")
        d.save_screenshot("%s/%s-chart-highlighted-1280.png" % (shots, lang))
        # Fit to width, then follow B only: every callback of another object fades, B's do not.
        figure = d.find_element(By.CSS_SELECTOR, "figure.sequence")
        d.find_element(By.CSS_SELECTOR, '[data-zoom="fit"]').click()
        fits = d.execute_script("return arguments[0].querySelector('svg').getBoundingClientRect().width <= arguments[0].clientWidth", figure)
        check(fits, lang + ": Fit to width fits the chart in its column")
        Select(d.find_element(By.CSS_SELECTOR, '[data-lifeline="focus"]')).select_by_value("B")
        faded = d.execute_script("return Array.from(document.querySelectorAll('figure.sequence g.edge.faded')).map(g => g.id)")
        # The chart's callbacks (the launch, folded into one row, has none) of objects other than B.
        drawn = set(d.execute_script("return Array.from(document.querySelectorAll('figure.sequence g.edge.message')).map(g => g.id)"))
        others = [e["seq"] for e in events if e["actor"] != "B" and any(i.endswith("_e%d" % e["seq"]) for i in drawn)]
        check(len(faded) == len(others) and not any(f.endswith("_e%d" % e["seq"]) for e in events if e["actor"] == "B" for f in faded),
              lang + ": following B fades the %d callbacks of other objects (%d faded)" % (len(others), len(faded)))
    finally:
        d.quit()


def tap(d, element):
    """A finger's tap (a touch pointer), as on a phone: no mouse event comes first."""
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.actions import interaction
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    actions = ActionBuilder(d, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    actions.pointer_action.move_to(element).pointer_down().pointer_up()
    actions.perform()


def press(d, box, selector, touch):
    element = box.find_element(By.CSS_SELECTOR, selector)
    if touch:
        tap(d, element)
    else:
        element.click()


def explained(lang, box, what):
    why = box.find_element(By.CSS_SELECTOR, '[data-lifeline="why"]')
    check(why.is_displayed() and len(why.text) > 20 and why.find_elements(By.CSS_SELECTOR, 'a[href*="#step-"]'),
          "%s: %s: the answer is explained, with a link to the step (%s)" % (lang, box.get_attribute("id"), what))


def order_question(d, lang, box, touch):
    answer = box.get_attribute("data-answer").split()
    shown = [b.get_attribute("data-key") for b in box.find_elements(By.CSS_SELECTOR, '[data-lifeline="items"] button')]
    check(sorted(shown) == sorted(answer) and shown != answer, lang + ": an order question shows its calls shuffled")
    for _ in shown:   # the shown (shuffled) order: wrong
        press(d, box, '[data-lifeline="items"] button', touch)
    press(d, box, '[data-lifeline="check"]', touch)
    result = box.find_element(By.CSS_SELECTOR, '[data-lifeline="result"]')
    check("wrong" in result.get_attribute("class"), lang + ": a wrong order is wrong")
    check(box.find_elements(By.CSS_SELECTOR, "ol.exercise-placed li.misplaced"), lang + ": the misplaced calls are marked")
    explained(lang, box, "wrong order")
    press(d, box, '[data-lifeline="reset"]', touch)
    for key in answer:
        press(d, box, '[data-lifeline="items"] button[data-key="%s"]' % key, touch)
    placed = [b.get_attribute("data-key") for b in box.find_elements(By.CSS_SELECTOR, "ol.exercise-placed button")]
    check(placed == answer, lang + ": %s places the calls in the order tapped: %s" % ("touch" if touch else "click", placed))
    press(d, box, '[data-lifeline="check"]', touch)
    check("right" in result.get_attribute("class"), lang + ": the right order is accepted")
    explained(lang, box, "right order")


def choice_question(d, lang, box, touch):
    """One right option, or several (receivers): a wrong pick first, then the answer."""
    answer = box.get_attribute("data-answer").split()
    keys = [b.get_attribute("data-key") for b in box.find_elements(By.CSS_SELECTOR, '[data-lifeline="items"] button')]
    check(set(answer) <= set(keys) and len(keys) >= 3, lang + ": %s offers its answer among at least three options" % box.get_attribute("id"))
    wrong = next(k for k in keys if k not in answer)
    press(d, box, '[data-lifeline="items"] button[data-key="%s"]' % wrong, touch)
    press(d, box, '[data-lifeline="check"]', touch)
    result = box.find_element(By.CSS_SELECTOR, '[data-lifeline="result"]')
    check("wrong" in result.get_attribute("class"), lang + ": %s: a wrong option is wrong" % box.get_attribute("id"))
    explained(lang, box, "wrong choice")
    press(d, box, '[data-lifeline="reset"]', touch)
    for key in answer:
        press(d, box, '[data-lifeline="items"] button[data-key="%s"]' % key, touch)
    press(d, box, '[data-lifeline="check"]', touch)
    check("right" in result.get_attribute("class"), lang + ": %s: the answer is accepted" % box.get_attribute("id"))
    explained(lang, box, "right choice")


def exercises(site, lang, shots, axe_js, width):
    d = driver(width)
    touch = width < 600   # on a phone's width, every answer is given by touch
    try:
        kinds, modes = set(), set()
        # At 1280 px one question of each kind, wrong then right (every question takes too long); at 390 px,
        # by touch, one of each way of answering (order, one, many).
        for page in EXERCISE_PAGES if not touch else [EXERCISE_PAGE]:
            d.get("file://%s/%s/%s" % (site, lang, page))
            boxes = d.find_elements(By.CSS_SELECTOR, '[data-lifeline="exercise"]')
            if touch:
                asked = [b for b in boxes if b.get_attribute("data-mode") not in modes and not modes.add(b.get_attribute("data-mode"))]
                kinds.update(b.get_attribute("data-kind") for b in boxes)
            else:
                asked = [b for b in boxes if b.get_attribute("data-kind") not in kinds and not kinds.add(b.get_attribute("data-kind"))]
            for box in asked:
                (order_question if box.get_attribute("data-mode") == "order" else choice_question)(d, lang, box, touch)
            done = d.execute_script("return JSON.parse(localStorage.getItem('lifeline.exercises.%s') || '{}')" % lang)
            check(all(done.get(b.get_attribute("id")) for b in asked), lang + ": answered questions are remembered for this language")
        check(touch or len(kinds) >= 5, lang + ": the exercise pages ask at least five kinds of question: %s" % sorted(kinds))
        check(not touch or modes == {"order", "one", "many"}, lang + ": every way of answering by touch: %s" % sorted(modes))
        d.get("file://%s/%s/%s" % (site, lang, EXERCISE_PAGE))
        boxes = d.find_elements(By.CSS_SELECTOR, '[data-lifeline="exercise"]')
        d.execute_script("arguments[0].scrollIntoView()", boxes[0])
        d.save_screenshot("%s/%s-exercise-checked-%d.png" % (shots, lang, width))
        axe(d, lang + "/" + EXERCISE_PAGE + " answered", axe_js)
        d.get("file://%s/%s/quiz/presentation.html" % (site, lang))
        progress = d.find_element(By.CSS_SELECTOR, '[data-lifeline="progress"]').text
        total = len(d.find_elements(By.CSS_SELECTOR, '[data-lifeline="exercise"]'))
        answered = len([b for b in d.find_elements(By.CSS_SELECTOR, '[data-lifeline="exercise"]')
                        if b.get_attribute("id") in d.execute_script("return JSON.parse(localStorage.getItem('lifeline.exercises.%s') || '{}')" % lang)])
        check(str(answered) in progress and str(total) in progress, lang + ": the quiz page counts %d of %d: %r" % (answered, total, progress))
        axe(d, lang + "/quiz/presentation.html", axe_js)
    finally:
        d.quit()


def screens(site, lang, shots):
    for width in (1280, 390):
        d = driver(width)
        try:
            if width == 390:
                for page in [PLAYER_PAGE, EXERCISE_PAGE, "quiz/presentation.html", "states.html", "search.html?q=viewDidLoad", "index.html",
                             "cheatsheet.html", "troubleshooting.html"]:
                    d.get("file://%s/%s/%s" % (site, lang, page))
                    wide = d.execute_script("return document.documentElement.scrollWidth")
                    check(wide <= 390, "%s/%s: at 390 px the page scrolls sideways (%d px)" % (lang, page, wide))
                d.get("file://%s/%s/%s#e33" % (site, lang, PLAYER_PAGE))
                d.execute_script("arguments[0].scrollIntoView()", d.find_element(By.CSS_SELECTOR, '[data-lifeline="player"]'))
                d.save_screenshot("%s/%s-player-390.png" % (shots, lang))
            d.get("file://%s/%s/%s" % (site, lang, LONG_PAGE))
            figure = d.find_element(By.CSS_SELECTOR, "figure.sequence")
            d.execute_script("arguments[0].scrollIntoView(); arguments[0].scrollTop = 1200;", figure)
            # The strip appears on the figure's scroll event, which the browser sends with its next frame.
            pinned = wait(lambda: d.execute_script("return document.querySelector('.actor-strip.shown span') !== null"))
            check(pinned, "%s: the actors' names stay pinned over a scrolled chart (%d px)" % (lang, width))
            d.save_screenshot("%s/%s-long-chart-scrolled-%d.png" % (shots, lang, width))
            d.get("file://%s/%s/states.html" % (site, lang))
            d.save_screenshot("%s/%s-states-%d.png" % (shots, lang, width))
        finally:
            d.quit()
    for width in (1280, 390):
        d = driver(width, dark=True)
        try:
            d.get("file://%s/%s/%s" % (site, lang, PLAYER_PAGE))
            d.execute_script("document.querySelector('figure.states').scrollIntoView()")
            d.save_screenshot("%s/%s-state-diagram-dark-%d.png" % (shots, lang, width))
        finally:
            d.quit()


def printed(site, lang, shots):
    """The push/pop page printed (Chromium's print to PDF): at most 10 pages, the whole trace table,
    and the steps' callbacks that are folded on screen."""
    d = driver(1280)
    try:
        d.get("file://%s/%s/%s" % (site, lang, PLAYER_PAGE))
        options = PrintOptions()
        options.page_width, options.page_height = 21.59, 27.94
        pdf = "%s/%s-push-pop.pdf" % (shots, lang)
        with open(pdf, "wb") as f:
            f.write(base64.b64decode(d.print_page(options)))
    finally:
        d.quit()
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, timeout=60).stdout
    pages = int(next(l.split()[1] for l in info.splitlines() if l.startswith("Pages:")))
    print("%s: the push/pop page prints on %d pages" % (lang, pages), flush=True)
    check(pages <= 10, "%s: the push/pop page prints on %d pages (at most 10)" % (lang, pages))
    text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True, timeout=60).stdout
    check("R7.release" in text, lang + ": the printed trace table keeps its last column")
    # Once in the chart (B on the push: the launch, where A's is, is folded), twice more in the steps'
    # folded lists when they print open (a closed list would not print them).
    check(text.count("willMove(toParent: Nav)") >= 3, lang + ": the steps' callbacks print open (%d)" % text.count("willMove(toParent: Nav)"))


def without_script(site, lang):
    d = driver(1280, script=False)
    try:
        d.get("file://%s/%s/%s" % (site, lang, EXERCISE_PAGE))
        check(not d.find_element(By.CSS_SELECTOR, '[data-lifeline="player"]').is_displayed(), lang + ": without JavaScript the player stays hidden")
        box = d.find_element(By.CSS_SELECTOR, '[data-lifeline="exercise"]')
        check(box.find_elements(By.CSS_SELECTOR, "details.exercise-answer li"), lang + ": without JavaScript the answer is in a <details>")
        check(not box.find_element(By.CSS_SELECTOR, ".exercise-controls").is_displayed(), lang + ": without JavaScript no dead buttons")
    finally:
        d.quit()


def main():
    a = argparse.ArgumentParser()
    a.add_argument("--site", required=True)
    a.add_argument("--shots", required=True)
    a.add_argument("--axe", required=True)
    a.add_argument("--lang", action="append")
    args = a.parse_args()
    os.makedirs(args.shots, exist_ok=True)
    for lang in args.lang or LANGS:
        player(args.site, lang, args.shots, args.axe)
        for width in (1280, 390):
            exercises(args.site, lang, args.shots, args.axe, width)
        screens(args.site, lang, args.shots)
        printed(args.site, lang, args.shots)
        without_script(args.site, lang)
    print("%d failure(s)" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
