#!/usr/bin/env python3
"""The chart a learner reads while stepping (issue #33), in a real browser: Debian's chromium through
chromium-driver, with Selenium (PyPI), all installed by `make test`. Run by ChartBrowserTests.swift:

    python3 Tests/Browser/charts.py --site <built site> --shots <folder>

For each language: no chart text on any scenario page wider than its box, and at least 90 % of the
full sequence charts (37 of 41 when it was written; 41 of 45) within the 1280 px column at their natural
size; the names pinned over a shared column; layout callbacks folded and back. In the first language (a
step chart is the same drawing in every language): at 390 px every step chart's text at least 11 px and
at least half of them within their column. At 1280 and 390 px: the arrow keys move the player from anywhere on the page; after
each of 40 steps the current callback's arrow is marked `aria-current="step"` inside the player's
`data-lifeline="chart"` and its head and label are inside the browser's viewport; the focus charts'
text is at least 11 CSS px on a phone; no hover text (`<title>`) of any chart on the page holds a
Graphviz name (`n17->n18`) or a state's id; a chart embedded in a host page follows the host's own
light/dark switch either way. Screenshots (light and dark) are written to --shots.
Every failure is printed; exit 1 if any."""
import argparse, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lab  # noqa: E402  (the shared driver, check and wait helpers)
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

PAGES = ["scenarios/navigation-push-pop.html", "scenarios/dismiss-stack.html"]
STATE_IDS = ["notLoaded", "loaded", "appearing", "appeared", "disappearing", "disappeared", "deallocated", "unloaded"]

# Where the current arrow is: its head and its label, each as a rectangle in CSS px, with the viewport's
# size and the player chart box's visible rectangle. Null when nothing is marked inside the chart box.
WHERE = """
var box = document.querySelector('[data-lifeline="chart"]');
if (!box) return null;
var arrow = box.querySelector('g.edge[aria-current="step"]');
if (!arrow) return null;
var head = arrow.querySelector('polygon') || arrow;
var label = box.querySelector('g.node[aria-current="step"]');
function r(n) { var b = n.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }
return {head: r(head), label: label ? r(label) : null, box: r(box), w: window.innerWidth, h: window.innerHeight,
        id: arrow.id};
"""

SMALLEST_TEXT = """
var sizes = [];
document.querySelectorAll('figure.focus svg text, [data-lifeline="chart"] svg text').forEach(function (t) {
  if (!t.getClientRects().length) return;
  var m = t.getScreenCTM(), size = parseFloat(t.getAttribute('font-size'));
  if (m && size) sizes.push(size * Math.hypot(m.a, m.b));
});
return sizes.length ? Math.min.apply(null, sizes) : null;
"""

# Every chart node that draws text in a shape (a box, a state's ellipse, a label's white backing): the
# text's extent beyond its shape's, in the SVG's units. Text set in fonts other than the ones the chart was
# measured with spills out here.
SPILLS = """
var out = [];
document.querySelectorAll('svg g.node').forEach(function (g) {
  var texts = g.querySelectorAll('text'), shape = g.querySelector('polygon, path, ellipse');
  if (!texts.length || !shape || !g.getClientRects().length) return;
  var b = shape.getBBox(), lo = Infinity, hi = -Infinity;
  texts.forEach(function (t) { var r = t.getBBox(); lo = Math.min(lo, r.x); hi = Math.max(hi, r.x + r.width); });
  var over = Math.max(b.x - lo, hi - (b.x + b.width));
  if (over > 0.5) out.push([(g.closest('figure') || g.closest('svg')).className, texts[0].textContent, Math.round(over * 10) / 10]);
});
return out;
"""

# Each full sequence chart of the page at its natural size against its column: [svg width, column width].
FULL_CHARTS = """
return Array.from(document.querySelectorAll('figure.sequence')).map(function (f) {
  return [f.querySelector('svg').getBoundingClientRect().width, f.clientWidth];
});
"""

TITLES = "return Array.from(document.querySelectorAll('svg g title')).map(function (t) { return t.textContent; });"


def inside(rect, width, height):
    left, top, right, bottom = rect
    return left >= -1 and top >= -1 and right <= width + 1 and bottom <= height + 1


def follows(site, lang, page, width, dark, shots):
    d = lab.driver(width, dark=dark)
    try:
        d.get("file://%s/%s/%s" % (site, lang, page))
        lab.check(lab.wait(lambda: d.execute_script(WHERE) is not None), "%s %s @%d: the player marks a callback in its chart" % (lang, page, width))
        lab.check(d.execute_script("return window.scrollY") == 0, "%s %s @%d: the page opens at its top" % (lang, page, width))
        body = d.find_element(By.TAG_NAME, "body")
        body.click()   # the keys go to the page, not to a control of the player
        seen = 0
        for step in range(40):
            ActionChains(d).send_keys(Keys.ARROW_RIGHT).perform()
            where = d.execute_script(WHERE)
            what = "%s %s @%d, key %d" % (lang, page, width, step + 1)
            if not lab.check(where is not None, what + ": an arrow is marked aria-current inside the player's chart"):
                continue
            seen += 1
            lab.check(inside(where["head"], where["w"], where["h"]), what + ": the arrow's head is on screen %s" % where["head"])
            label, box = where["label"], where["box"]
            if label and label[2] - label[0] <= box[2] - box[0]:
                lab.check(inside(label, where["w"], where["h"]), what + ": the arrow's label is on screen %s" % label)
            elif label:   # a label wider than a phone's chart box: the head, and as much of the label as fits beside it
                head = where["head"]
                near = label[0] <= box[0] + 1 and label[2] >= head[0] - 30 if label[2] <= head[2] else \
                    label[2] >= box[2] - 1 and label[0] <= head[2] + 30
                lab.check(near and label[1] >= -1 and label[3] <= where["h"] + 1,
                          what + ": the arrow's label fills the chart's box up to its head %s, head %s" % (label, head))
            box = where["box"]
            lab.check(where["head"][0] >= box[0] - 1 and where["head"][2] <= box[2] + 1, what + ": the head is inside the chart's box")
        lab.check(seen == 40, "%s %s @%d: 40 steps followed (%d)" % (lang, page, width, seen))
        # The trace table follows the player by its first columns (number, turn, object, and where the
        # callback starts), never scrolled sideways to the row's far end.
        cells = d.execute_script("""var row = document.querySelector('section.trace tr[aria-current="step"]');
            var box = document.querySelector('section.trace .table-scroll').getBoundingClientRect();
            if (!row) return null;
            return Array.prototype.slice.call(row.cells, 0, 4).map(function (c, k) { var r = c.getBoundingClientRect();
              return r.left >= box.left - 1 && (k === 3 || r.right <= box.right + 1); });""")
        lab.check(cells is not None and all(cells), "%s %s @%d: the trace table shows the current row's first columns %s" % (lang, page, width, cells))
        if width < 600:
            smallest = d.execute_script(SMALLEST_TEXT)
            lab.check(smallest is not None and smallest >= 11 - 0.01, "%s %s @%d: focus-chart text is at least 11 px (%s)" % (lang, page, width, smallest))
        titles = d.execute_script(TITLES)
        bad = [t for t in titles if "->" in t or t.strip() in STATE_IDS or t.startswith("n") and t[1:].isdigit()]
        lab.check(not bad, "%s %s: hover texts are words, not ids: %s" % (lang, page, bad[:3]))
        if shots and page == PAGES[0]:
            d.execute_script("document.querySelector('[data-lifeline=\"player\"]').scrollIntoView()")
            d.save_screenshot("%s/%s-focus-player-%d%s.png" % (shots, lang, width, "-dark" if dark else ""))
            d.execute_script("document.getElementById('step-2').scrollIntoView()")
            d.save_screenshot("%s/%s-focus-step-%d%s.png" % (shots, lang, width, "-dark" if dark else ""))
    finally:
        d.quit()


def every_chart(site, lang):
    """Every scenario page at 1280 px: no text wider than its shape in any chart, and at least 90 % of the
    full charts (37 of 41, as the bar was set; it follows the number of scenarios) within the page's column
    at their natural size (no "Fit", so text stays 11 px)."""
    d = lab.driver(1280)
    try:
        pages = sorted(p for p in os.listdir("%s/%s/scenarios" % (site, lang)) if p.endswith(".html"))
        lab.check(len(pages) >= 41, "%s: %d scenario pages" % (lang, len(pages)))
        fit, wide = 0, []
        for page in pages:
            d.get("file://%s/%s/scenarios/%s" % (site, lang, page))
            for where, text, over in d.execute_script(SPILLS):
                lab.check(False, "%s %s: %r spills %.1f pt out of its shape in %s" % (lang, page, text, over, where))
            charts = d.execute_script(FULL_CHARTS)
            lab.check(bool(charts), "%s %s: the page has its full chart" % (lang, page))
            if charts and all(w <= c + 1 for w, c in charts):
                fit += 1
            else:
                wide.append("%s (%s)" % (page, ", ".join("%d>%d" % (w, c) for w, c in charts if w > c + 1)))
        print("%s: %d of %d full charts fit 1280 px; wider: %s" % (lang, fit, len(pages), "; ".join(wide)))
        need = -(-37 * len(pages) // 41)   # 37 of 41, rounded up
        lab.check(fit >= need, "%s: %d of %d full charts fit the 1280 px column (at least %d)" % (lang, fit, len(pages), need))
    finally:
        d.quit()


FOCUS_CHARTS = """
return Array.from(document.querySelectorAll('figure.focus')).map(function (f) {
  return [f.querySelector('svg').getBoundingClientRect().width, f.clientWidth];
});
"""


def phone_focus(site, lang):
    """At 390 px, every step's chart on every scenario page: its text at least 11 CSS px, and at least
    half of them within their column (they narrow to three quarters of their size; wider ones scroll)."""
    d = lab.driver(390)
    try:
        total = fit = 0
        for page in sorted(p for p in os.listdir("%s/%s/scenarios" % (site, lang)) if p.endswith(".html")):
            d.get("file://%s/%s/scenarios/%s" % (site, lang, page))
            smallest = d.execute_script(SMALLEST_TEXT)
            lab.check(smallest is None or smallest >= 11 - 0.01, "%s %s @390: step-chart text at least 11 px (%s)" % (lang, page, smallest))
            charts = d.execute_script(FOCUS_CHARTS)
            total += len(charts)
            fit += sum(1 for w, c in charts if w <= c + 1)
        print("%s: %d of %d step charts fit 390 px" % (lang, fit, total))
        lab.check(total > 100 and fit * 2 >= total, "%s: %d of %d step charts fit 390 px (at least half)" % (lang, fit, total))
    finally:
        d.quit()


FOLD = """
var svg = document.querySelector('figure.sequence svg');
function shown(sel) { return Array.from(svg.querySelectorAll(sel)).filter(function (g) { return g.getClientRects().length; }); }
function box(n) { var r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }
var labels = shown('g.node.message-label').map(function (g) { return box(g.querySelector('text')); }), overlaps = 0, misplaced = [];
for (var i = 0; i < labels.length; i++) for (var j = i + 1; j < labels.length; j++) {
  var a = labels[i], b = labels[j];
  if (a[0] < b[2] - 1 && b[0] < a[2] - 1 && a[1] < b[3] - 1 && b[1] < a[3] - 1) overlaps++;
}
shown('g.edge.message').forEach(function (e) {   // each label just above its own arrow
  var l = document.getElementById(e.id.replace(/_e(\\d+)$/, '_l$1'));
  if (!l) return;
  var a = box(e.querySelector('path')), t = box(l.querySelector('text'));
  if (!(t[3] <= a[1] + 2 && a[1] - t[3] < 30)) misplaced.push(e.id);
});
return {height: svg.getBoundingClientRect().height, layout: shown('g.layout').length, all: svg.querySelectorAll('g.layout').length,
        overlaps: overlaps, misplaced: misplaced, checked: document.querySelector('[data-lifeline="layout-bar"] input').checked,
        bar: !document.querySelector('[data-lifeline="layout-bar"]').hidden};
"""


def layout_fold(site, lang):
    """A full chart opens with its layout callbacks folded: none drawn, every other label still just above
    its own arrow with none overlapping, the chart shorter; the box brings them all back."""
    d = lab.driver(1280)
    try:
        d.get("file://%s/%s/scenarios/navigation-push-pop.html" % (site, lang))
        folded = d.execute_script(FOLD)
        lab.check(folded["bar"] and not folded["checked"] and folded["all"] > 10 and folded["layout"] == 0,
                  "%s: the layout callbacks open folded, with their box offered: %s" % (lang, folded))
        lab.check(folded["overlaps"] == 0 and not folded["misplaced"], "%s: folded, every label sits over its arrow alone: %s" % (lang, folded))
        d.execute_script("document.querySelector('[data-lifeline=\"layout-bar\"] input').click()")
        shown = d.execute_script(FOLD)
        lab.check(shown["layout"] == shown["all"] and shown["height"] > folded["height"] + 100,
                  "%s: the box shows every layout callback again and the chart grows back: %s → %s" % (lang, folded["height"], shown["height"]))
        lab.check(shown["overlaps"] == 0 and not shown["misplaced"], "%s: unfolded, every label sits over its arrow alone: %s" % (lang, shown))
    finally:
        d.quit()


STRIP = "return Array.from(document.querySelectorAll('.actor-strip.shown span')).map(function (s) { return s.textContent; });"


def pinned_names(site, lang):
    """A screen made again (Nav2#2 after Nav2 was released) shares its predecessor's column; the names
    pinned over a scrolled chart say which of the two the rows in view belong to."""
    d = lab.driver(1280)
    try:
        d.get("file://%s/%s/scenarios/modal-segue-delegate-dismiss.html" % (site, lang))
        figure = d.find_element(By.CSS_SELECTOR, "figure.sequence")
        d.execute_script("arguments[0].scrollIntoView(); arguments[0].scrollTop = arguments[0].scrollHeight;", figure)
        lab.wait(lambda: d.execute_script(STRIP))
        late = d.execute_script(STRIP)
        lab.check("Nav2#2" in late and "Nav2" not in late, "%s: at the chart's end the shared column is named Nav2#2: %s" % (lang, late))
        head = d.execute_script("""var g = Array.from(document.querySelectorAll('figure.sequence g.node.actor'))
            .find(function (g) { return g.textContent.trim().endsWith('Nav2'); });
          var svg = document.querySelector('figure.sequence svg');
          return g.getBoundingClientRect().top - svg.getBoundingClientRect().top;""")
        d.execute_script("arguments[0].scrollTop = arguments[1];", figure, head + 80)
        lab.wait(lambda: "Nav2" in d.execute_script(STRIP))
        early = d.execute_script(STRIP)
        lab.check("Nav2" in early and "Nav2#2" not in early, "%s: under Nav2's box the shared column is named Nav2: %s" % (lang, early))
    finally:
        d.quit()


def host_toggle(site):
    """A chart embedded in a host page follows the host's own light/dark switch (Docusaurus's `data-theme`,
    MkDocs Material's `data-md-color-scheme`), whatever the system's setting."""
    svg = open(os.path.join(site, "en/diagrams/alert-sequence.svg"), encoding="utf-8").read()
    svg = svg[svg.index("<svg"):]
    cases = [('<html data-theme="dark"><body>', False, True), ('<html><body data-md-color-scheme="slate">', False, True),
             ('<html data-theme="light"><body>', True, False), ('<html><body data-md-color-scheme="default">', True, False),
             ('<html><body>', True, True), ('<html><body>', False, False)]
    for k, (open_tags, system_dark, want_dark) in enumerate(cases):
        page = os.path.join(lab.PROFILES, "host-%d.html" % k)
        with open(page, "w", encoding="utf-8") as f:
            f.write("<!doctype html>" + open_tags + svg + "</body></html>")
        d = lab.driver(1280, dark=system_dark)
        try:
            d.get("file://" + page)
            fill = d.execute_script("return getComputedStyle(document.querySelector('svg g.node text')).fill")
            light_text = fill.replace(" ", "") == "rgb(228,230,234)"
            lab.check(light_text == want_dark, "%s, system %s: the chart is %s (text %s)" % (
                open_tags, "dark" if system_dark else "light", "dark" if want_dark else "light", fill))
        finally:
            d.quit()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--site", required=True)
    p.add_argument("--shots", default="")
    p.add_argument("--langs", default=",".join(lab.LANGS))
    args = p.parse_args()
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    site = os.path.abspath(args.site)
    host_toggle(site)
    for k, lang in enumerate(args.langs.split(",")):
        every_chart(site, lang)
        pinned_names(site, lang)
        if k == 0:   # a step chart is the same drawing in every language (only the page around it differs)
            phone_focus(site, lang)
        layout_fold(site, lang)
        for width in (1280, 390):
            for page in PAGES:
                follows(site, lang, page, width, False, args.shots)
        follows(site, lang, PAGES[0], 390, True, args.shots)
    print("%d failure(s)" % len(lab.failures))
    return 1 if lab.failures else 0


if __name__ == "__main__":
    sys.exit(main())
