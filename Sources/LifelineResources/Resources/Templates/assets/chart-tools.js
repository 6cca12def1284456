// Sequence charts on any screen: zoom (fit to the column's width, smaller, larger, actual size) for
// each chart part, and "follow one object", which fades every callback but that object's. Without
// this script the charts show at actual size and scroll sideways; the "open full size" link works
// either way. The callbacks' objects come from the page's player data (script#player-data).
(function () {
  'use strict';
  // A step's chart narrows to its column down to about three quarters of its size (its 11-pt labels then read
  // at 11 CSS px), so on a phone most fit without scrolling; a wider one scrolls sideways, as without script.
  Array.prototype.forEach.call(document.querySelectorAll('figure.focus svg'), function (svg) {
    var natural = svg.getBoundingClientRect().width;
    if (!natural) return;
    svg.style.minWidth = Math.ceil(natural * 0.76) + 'px';
    svg.style.maxWidth = '100%';
  });

  var figures = Array.prototype.slice.call(document.querySelectorAll('figure.sequence'));
  if (figures.length === 0) return;

  // Layout callbacks folded: a full chart's rows of viewWillLayoutSubviews, viewDidLayoutSubviews and
  // layoutSubviews (class "layout") are taken out and every row below moves up by the room they took;
  // the page's "layout callbacks" box puts them back. The chart's coordinates are lifeline's own
  // (absolute, y growing downwards), so moving a point is subtracting the rows folded above it.
  var PAIR = /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g;
  function folder(svg) {
    if (!svg.querySelector('g.layout')) return null;
    function firstY(g) {
      var shape = g.querySelector('path, polygon');
      var m = shape && /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(shape.getAttribute('d') || shape.getAttribute('points') || '');
      return m ? Number(m[2]) : null;
    }
    var rows = [];
    Array.prototype.forEach.call(svg.querySelectorAll('g.edge.message, g.edge.divider'), function (g) {
      var y = firstY(g);
      if (y !== null) rows.push({ y: y, folded: g.classList.contains('layout') });
    });
    Array.prototype.forEach.call(svg.querySelectorAll('g.node.step text'), function (t) { rows.push({ y: Number(t.getAttribute('y')), folded: false }); });
    rows.sort(function (a, b) { return a.y - b.y; });
    var cuts = [], total = 0;
    rows.forEach(function (r, i) { if (r.folded && i > 0) { cuts.push([r.y, r.y - rows[i - 1].y]); total += r.y - rows[i - 1].y; } });
    function moved(y) { var d = 0; cuts.forEach(function (c) { if (c[0] <= y) d += c[1]; }); return Math.round((y - d) * 100) / 100; }
    var shapes = Array.prototype.slice.call(svg.querySelectorAll('path, polygon, polyline, text'));
    var original = shapes.map(function (n) { return n.getAttribute('d') || n.getAttribute('points') || n.getAttribute('y'); });
    var height = parseFloat(svg.getAttribute('height')), box = (svg.getAttribute('viewBox') || '').split(' ');
    return function (fold) {
      svg.classList.toggle('folded', fold);
      shapes.forEach(function (n, k) {
        var was = original[k], attr = n.hasAttribute('d') ? 'd' : n.hasAttribute('points') ? 'points' : 'y';
        n.setAttribute(attr, !fold ? was : attr === 'y' ? String(moved(Number(was))) : was.replace(PAIR, function (_, x, y) { return x + ',' + moved(Number(y)); }));
      });
      svg.setAttribute('height', (fold ? height - total : height) + 'pt');
      if (box.length === 4) svg.setAttribute('viewBox', [box[0], box[1], box[2], Number(box[3]) - (fold ? total : 0)].join(' '));
    };
  }
  var folders = figures.map(function (f) { var svg = f.querySelector('svg'); return svg && folder(svg); }).filter(Boolean);
  var layoutBar = document.querySelector('[data-lifeline="layout-bar"]');
  var layoutBox = layoutBar && layoutBar.querySelector('input');
  if (folders.length && layoutBox) {
    folders.forEach(function (f) { f(true); });
    layoutBox.checked = false;
    layoutBox.addEventListener('change', function () { folders.forEach(function (f) { f(!layoutBox.checked); }); });
    layoutBar.hidden = false;
  }

  figures.forEach(function (figure) {
    var tools = figure.previousElementSibling;
    var zoom = tools && tools.querySelector('[data-lifeline="zoom"]');
    var svg = figure.querySelector('svg');
    if (!zoom || !svg) return;
    var natural = svg.getBoundingClientRect().width, scale = 1;
    function apply() {
      svg.style.width = Math.round(natural * scale) + 'px';
      svg.style.height = 'auto';
      figure.dataset.zoom = String(scale);
      var strip = figure.querySelector('.actor-strip');   // the pinned names (player.js) follow the zoom
      if (!strip) return;
      strip.style.width = Math.round(Number(strip.dataset.width) * scale) + 'px';
      Array.prototype.forEach.call(strip.children, function (label) { label.style.left = Math.round(Number(label.dataset.x) * scale) + 'px'; });
    }
    zoom.addEventListener('click', function (ev) {
      var b = ev.target.closest('button');
      if (!b) return;
      var what = b.dataset.zoom;
      var fit = Math.min(1, (figure.clientWidth - 24) / natural);
      if (what === 'fit') scale = fit;
      else if (what === 'in') scale = Math.min(2, scale * 1.25);
      else if (what === 'out') scale = Math.max(fit / 2, scale / 1.25);
      else scale = 1;
      apply();
    });
    zoom.hidden = false;
  });

  var source = document.getElementById('player-data');
  var bar = document.querySelector('[data-lifeline="focus-bar"]');
  var select = bar && bar.querySelector('[data-lifeline="focus"]');
  if (!source || !select) return;
  var events;
  try { events = JSON.parse(source.textContent).events || []; } catch (e) { return; }
  var actors = [];
  events.forEach(function (e) { if (actors.indexOf(e.actor) < 0) actors.push(e.actor); });
  actors.forEach(function (a) { var o = document.createElement('option'); o.value = a; o.textContent = a; select.appendChild(o); });
  select.addEventListener('change', function () {
    var who = select.value;
    events.forEach(function (e) {
      var faded = who !== '' && e.actor !== who;
      figures.forEach(function (figure) {
        ['_e', '_l'].forEach(function (kind) {
          var g = figure.querySelector('[id$="' + kind + e.seq + '"]');
          if (g) g.classList.toggle('faded', faded);
        });
      });
    });
  });
  bar.hidden = false;
})();
