// Lifeline's step-through player, on every scenario page. Progressive enhancement: without this
// script the page is the same book, and the player section stays hidden. No network: the trace, the
// steps and the window after each step are embedded in the page (script#player-data, PlayerData.swift).
//
// Position: one callback of the trace (an index into data.events). It is kept in the address as
// #e<seq>, the trace table's own anchors, so a copied link opens the page at that callback.
(function () {
  'use strict';
  var root = document.querySelector('[data-lifeline="player"]');
  var source = document.getElementById('player-data');
  if (!root || !source) return;
  var data;
  try { data = JSON.parse(source.textContent); } catch (e) { return; }
  var events = data.events || [];
  if (events.length === 0) return;

  function part(name) { return root.querySelector('[data-lifeline="' + name + '"]'); }
  function format(template, values) {
    return template.replace(/%(\d+)\$@|%@/g, function (m, n) { return String(values[n ? Number(n) - 1 : 0]); });
  }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // Each controller's state after each callback, computed once: states[name][i].
  var states = {};
  data.controllers.forEach(function (name) {
    var row = new Array(events.length), current = null;
    events.forEach(function (e, i) {
      if (e.actor === name) current = /^deinit\b/.test(e.label) ? 'gone' : (e.state || current);
      row[i] = current;
    });
    states[name] = row;
  });
  // The first callback of each step, for moving step by step.
  var stepStarts = [];
  events.forEach(function (e, i) { if (i === 0 || events[i - 1].step !== e.step) stepStarts.push(i); });

  var charts = Array.prototype.slice.call(document.querySelectorAll('figure.sequence'));
  var stateChart = document.querySelector('figure.states');
  var table = document.querySelector('section.trace .table-scroll');
  var marked = [];
  var position = -1;

  // Scrolls `box` (a scrolling region) so `target` is inside it, without moving the page: vertically
  // to its middle; sideways as far as needed to show every element of `wide` (or as many as fit,
  // the first ones first: for an arrow, its head, then its label).
  function scrollWithin(box, target, wide) {
    if (!box || !target) return;
    var b = box.getBoundingClientRect(), t = target.getBoundingClientRect();
    if (t.top < b.top + 40 || t.bottom > b.bottom - 8) box.scrollTop += (t.top - b.top) - (b.height - t.height) / 2;
    var left = Infinity, right = -Infinity;
    (wide || [target]).forEach(function (n) {
      if (!n) return;
      var r = n.getBoundingClientRect();
      if (Math.max(right, r.right) - Math.min(left, r.left) > b.width - 2 && left !== Infinity) return;
      left = Math.min(left, r.left); right = Math.max(right, r.right);
    });
    // Up to 16 px to spare on each side, less when that is what lets everything in.
    var pad = Math.max(1, Math.min(16, (b.width - (right - left)) / 2));
    if (right > b.right - pad) box.scrollLeft += right - b.right + pad;
    else if (left < b.left + pad) box.scrollLeft -= b.left - left + pad;
  }

  // A long chart scrolls inside its figure; the objects' names stay pinned above it (a strip drawn from
  // the chart's own headers, shown once the headers have scrolled away). A screen made again shares its
  // predecessor's column: the strip names whichever of them the scrolled-to rows belong to.
  function pinActors(figure) {
    var svg = figure.querySelector('svg');
    if (!svg) return;
    var strip = el('div', 'actor-strip');
    strip.setAttribute('aria-hidden', 'true');
    figure.insertBefore(strip, svg);
    strip.style.width = svg.getBoundingClientRect().width + 'px';
    strip.dataset.width = String(svg.getBoundingClientRect().width);
    var origin = strip.getBoundingClientRect().left, lanes = {}, order = [];
    Array.prototype.forEach.call(svg.querySelectorAll('g.node.actor'), function (g) {
      var name = Array.prototype.map.call(g.querySelectorAll('text'), function (t) { return t.textContent; }).join(' ');
      var r = g.getBoundingClientRect(), x = Math.round(r.left - origin + r.width / 2);
      if (!name) return;
      if (!lanes[x]) {
        var label = el('span', null, name);
        label.style.left = x + 'px';
        label.dataset.x = String(x);   // chart-tools.js moves it when the chart is zoomed
        strip.appendChild(label);
        lanes[x] = { label: label, heads: [] };
        order.push(lanes[x]);
      }
      lanes[x].heads.push({ name: name, node: g });
    });
    function follow() {
      strip.classList.toggle('shown', figure.scrollTop > 60);
      // Where each head is now (folding the layout callbacks moves them), against the strip's line.
      var y = strip.getBoundingClientRect().bottom;
      order.forEach(function (lane) {
        var name = lane.heads[0].name;
        lane.heads.forEach(function (h) { if (h.node.getBoundingClientRect().top <= y) name = h.name; });
        if (lane.label.textContent !== name) lane.label.textContent = name;
      });
    }
    figure.addEventListener('scroll', follow, { passive: true });
  }

  function mark(node) {
    if (!node) return;
    node.classList.add('current');
    node.setAttribute('aria-current', 'step');
    marked.push(node);
  }

  // `movePage`: the reader moved the player, so the page may scroll to keep the current arrow in view
  // (never when the page opens, or follows its address).
  function highlight(e, movePage) {
    marked.forEach(function (n) { n.classList.remove('current'); n.removeAttribute('aria-current'); });
    marked = [];
    charts.forEach(function (figure) {
      var a = figure.querySelector('[id$="_e' + e.seq + '"]');
      if (!a) return;
      var label = figure.querySelector('[id$="_l' + e.seq + '"]');
      mark(a); mark(label);
      // A folded layout callback (chart-tools.js) is not drawn: the full chart stays where it is.
      if (a.getClientRects().length) scrollWithin(figure, a, [a.querySelector('polygon'), label]);
    });
    var box = part('chart'), arrow = box.querySelector('[id$="_e' + e.seq + '"]');
    if (arrow) {
      var text = box.querySelector('[id$="_l' + e.seq + '"]');
      mark(arrow); mark(text);
      var head = arrow.querySelector('polygon');
      scrollWithin(box, arrow, [head, text]);
      // The arrow's head and its label on screen, the page moved up or down as little as it takes (the
      // chart box itself was scrolled sideways just above; scrollIntoView would undo that for a long label).
      var top = Infinity, bottom = -Infinity;
      [head, text].forEach(function (n) {
        if (!n) return;
        var r = n.getBoundingClientRect();
        top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom);
      });
      if (movePage && bottom > window.innerHeight - 8) window.scrollBy(0, bottom - window.innerHeight + 48);
      else if (movePage && top < 8) window.scrollBy(0, top - 48);
    }
    var row = document.getElementById('e' + e.seq);
    mark(row);
    // Sideways, the table keeps its first columns (number, object, callback) in view, never the row's far end.
    if (row) scrollWithin(table, row, Array.prototype.slice.call(row.cells, 0, 4));
    if (stateChart && data.focus) {
      var now = states[data.focus] && states[data.focus][position];
      if (now) Array.prototype.forEach.call(stateChart.querySelectorAll('g.node.state-' + now), mark);
    }
  }

  // The step's focus chart, copied from the step's own figure with its ids prefixed (an id is unique
  // on a page); kept while the player stays in the same step.
  var chartStep = -1;
  function showChart(e) {
    var box = part('chart');
    if (chartStep === e.step) return;
    chartStep = e.step;
    box.textContent = '';
    var figure = document.querySelector('#step-' + e.step + ' figure.focus svg');
    if (!figure) { box.hidden = true; return; }
    box.hidden = false;
    var svg = figure.cloneNode(true);
    Array.prototype.forEach.call([svg].concat(Array.prototype.slice.call(svg.querySelectorAll('[id]'))), function (n) {
      if (n.id) n.id = 'player-' + n.id;
    });
    var labelled = svg.getAttribute('aria-labelledby');
    if (labelled) svg.setAttribute('aria-labelledby', labelled.split(' ').map(function (id) { return 'player-' + id; }).join(' '));
    box.appendChild(svg);
  }

  function showStep(e) {
    var box = part('step');
    box.textContent = '';
    var item = document.getElementById('step-' + e.step);
    if (!item) return;
    Array.prototype.forEach.call(item.children, function (child) {
      if (child.tagName !== 'DETAILS' && !child.classList.contains('focus')) box.appendChild(child.cloneNode(true));
    });
    var heading = box.querySelector('h3');
    if (heading) { var link = el('a'); link.href = '#step-' + e.step; link.textContent = heading.textContent; heading.textContent = ''; heading.appendChild(link); }
  }

  function showNow(e) {
    var now = part('now');
    now.textContent = '';
    now.appendChild(el('span', 'who', e.actor));
    now.appendChild(document.createTextNode(' '));
    var a = el('a'), code = el('code', null, e.label);
    a.href = e.href; a.appendChild(code);
    now.appendChild(a);
  }

  function showBadges() {
    var list = part('badges');
    list.textContent = '';
    data.controllers.forEach(function (name) {
      var st = states[name][position];
      var li = el('li', st === null ? 'unborn' : (st === 'gone' ? 'gone' : 'state-' + st));
      if (events[position].actor === name) li.classList.add('acting');
      li.appendChild(el('span', 'name', name));
      li.appendChild(el('span', 'state', st === null ? root.dataset.unborn : (st === 'gone' ? root.dataset.gone : data.stateNames[st] || st)));
      list.appendChild(li);
    });
  }

  // The window after the current step: each level (the root, then what is presented over it) as a
  // card; inside it, each container with its children, the shown ones strong.
  function drawNode(node, acting) {
    var box = el('div', 'node kind-' + node.kind + (node.shown ? ' shown' : '') + (node.name === acting ? ' acting' : ''));
    box.appendChild(el('span', 'name', node.name));
    if (node.children.length) {
      var list = el('ol', 'children');
      node.children.forEach(function (c) { var li = el('li'); li.appendChild(drawNode(c, acting)); list.appendChild(li); });
      box.appendChild(list);
    }
    return box;
  }

  function showScreen(e) {
    var screen = data.screens[e.step - 1], box = part('screen');
    part('screen-caption').textContent = format(root.dataset.screen, [e.step]);
    box.textContent = '';
    if (!screen) return;
    var levels = screen.levels, coveredBelow = -1;
    levels.forEach(function (l, i) { if (l.covers) coveredBelow = i; });
    levels.forEach(function (level, i) {
      var card = el('div', 'level' + (i < coveredBelow ? ' covered' : '') + (level.style ? ' presented' : ''));
      var tag = el('p', 'level-tag');
      if (level.style) {
        var pieces = root.dataset.presented.split('%@');
        tag.appendChild(document.createTextNode(pieces[0]));
        tag.appendChild(el('code', null, '.' + level.style));
        tag.appendChild(document.createTextNode(pieces[1] || ''));
      } else {
        tag.textContent = root.dataset.window;
      }
      if (i < coveredBelow) tag.appendChild(document.createTextNode(' · ' + root.dataset.covered));
      card.appendChild(tag);
      card.appendChild(drawNode(level.root, e.actor));
      box.appendChild(card);
    });
    if (!screen.foreground) box.appendChild(el('p', 'background', root.dataset.background));
  }

  function go(index, fromAddress) {
    index = Math.max(0, Math.min(events.length - 1, index));
    position = index;
    var e = events[index];
    part('position').textContent = format(root.dataset.position, [index + 1, events.length, e.step, data.steps.length]);
    showNow(e); showStep(e); showChart(e); showScreen(e); showBadges(); highlight(e, !fromAddress);
    // A button about to be disabled would drop the keyboard focus to the page's top: hand it to the player.
    var atStart = index === 0, atEnd = index === events.length - 1, focused = document.activeElement;
    if ((atStart && (focused === part('prev') || focused === part('prev-step'))) ||
        (atEnd && (focused === part('next') || focused === part('next-step')))) root.focus({ preventScroll: true });
    part('prev').disabled = part('prev-step').disabled = atStart;
    part('next').disabled = part('next-step').disabled = atEnd;
    if (!fromAddress && window.history && history.replaceState) {
      try { history.replaceState(null, '', '#e' + e.seq); } catch (err) { /* some file:// setups refuse; the player still works */ }
    }
  }

  function step(direction) {
    var k = stepStarts.length - 1;
    while (k > 0 && stepStarts[k] > position) k--;
    if (direction > 0) { go(k + 1 < stepStarts.length ? stepStarts[k + 1] : events.length - 1); return; }
    go(stepStarts[k] < position ? stepStarts[k] : stepStarts[Math.max(0, k - 1)]);
  }

  part('prev').addEventListener('click', function () { go(position - 1); });
  part('next').addEventListener('click', function () { go(position + 1); });
  part('prev-step').addEventListener('click', function () { step(-1); });
  part('next-step').addEventListener('click', function () { step(1); });
  // The arrow keys work anywhere on the page, except where they already mean something: a text field,
  // a list box, an exercise's own controls, a chart being scrolled with the keyboard.
  document.addEventListener('keydown', function (k) {
    if (k.altKey || k.ctrlKey || k.metaKey || k.defaultPrevented) return;
    var t = k.target;
    if (t && t.closest && t.closest('input, textarea, select, [contenteditable], [role="listbox"], .exercise, figure.sequence, figure.states, figure.focus')) return;
    var moves = { ArrowRight: 1, ArrowLeft: -1 }, inPlayer = root.contains(t);
    // Home and End keep their meaning for the page; inside the player they go to the ends of the trace.
    if (k.key === 'Home' && inPlayer) go(0);
    else if (k.key === 'End' && inPlayer) go(events.length - 1);
    else if (moves[k.key] && k.shiftKey) step(moves[k.key]);
    else if (moves[k.key]) go(position + moves[k.key]);
    else return;
    k.preventDefault();
  });

  function fromAddress() {
    var m = /^#e(\d+)$/.exec(window.location.hash);
    if (!m) return false;
    var seq = Number(m[1]);
    for (var i = 0; i < events.length; i++) if (events[i].seq === seq) { go(i, true); return true; }
    return false;
  }
  window.addEventListener('hashchange', fromAddress);

  root.hidden = false;
  document.body.classList.add('has-player');
  charts.forEach(pinActors);
  // Opened at a callback: once the browser has scrolled to the table row, bring the player into view.
  if (fromAddress()) window.addEventListener('load', function () { root.scrollIntoView(); });
  else go(0, true);
})();
