// Lifeline's self-check questions (Pages/Exercises.swift makes them from the trace). Without this
// script each question is a list with its answer and why in a <details>; with it, by data-mode:
// - order: tap (click, or Enter/Space on) the calls in the order they come; a placed one goes back
//   when tapped, and can be dragged to another place. Check marks every misplaced call.
// - one: choose one option; many: choose every right one, or "none of them".
// After a check, right or wrong, the explanation appears: the rule's sentence and a link to the step.
// Questions answered right are remembered in localStorage per language (lifeline.exercises.<lang>);
// quiz pages show how many (data-lifeline="progress", "theme-progress").
(function () {
  'use strict';
  var STORE = 'lifeline.exercises.' + (document.documentElement.lang || 'en');
  function load() { try { return JSON.parse(localStorage.getItem(STORE) || '{}') || {}; } catch (e) { return {}; } }
  function save(done) { try { localStorage.setItem(STORE, JSON.stringify(done)); } catch (e) { /* private mode: not remembered */ } }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  // Fills a catalog template (%@, %1$@ …) with nodes or strings.
  function fill(template, values) {
    var out = document.createDocumentFragment(), re = /%(\d+)\$@|%@/g, last = 0, m, k = 0;
    while ((m = re.exec(template))) {
      out.appendChild(document.createTextNode(template.slice(last, m.index)));
      var v = values[m[1] ? Number(m[1]) - 1 : k++];
      out.appendChild(typeof v === 'string' || typeof v === 'number' ? document.createTextNode(String(v)) : v);
      last = re.lastIndex;
    }
    out.appendChild(document.createTextNode(template.slice(last)));
    return out;
  }
  // An option's label: a copy of its list item's contents (object, call, or word).
  function label(item) {
    var span = el('span', 'item-label');
    Array.prototype.forEach.call(item.li.childNodes, function (n) { span.appendChild(n.cloneNode(true)); });
    return span;
  }
  function labels(q, keys) {
    var f = document.createDocumentFragment();
    keys.forEach(function (k, i) { if (i) f.appendChild(document.createTextNode(', ')); f.appendChild(label(q.byKey[k])); });
    return f;
  }

  // One question's state: q.box, q.d (its data attributes), q.mode, q.answer, q.items, q.byKey, q.list
  // (the options, or the calls not placed yet), q.placed (the learner's order), q.chosen (keys), q.result, q.why, q.badge.
  function setUp(box) {
    var q = { box: box, d: box.dataset, mode: box.dataset.mode, answer: box.dataset.answer.split(' '), chosen: [], byKey: {} };
    q.list = box.querySelector('[data-lifeline="items"]');
    q.items = Array.prototype.map.call(q.list.children, function (li) { return { key: li.dataset.key, li: li.cloneNode(true) }; });
    q.items.forEach(function (i) { q.byKey[i.key] = i; });
    q.result = box.querySelector('[data-lifeline="result"]');
    q.why = box.querySelector('[data-lifeline="why"]');
    q.placed = el('ol', 'exercise-placed');
    q.placed.setAttribute('aria-label', box.querySelector('h3').textContent);
    if (q.mode === 'order') q.list.parentNode.insertBefore(q.placed, q.list.nextSibling);
    box.querySelector('.exercise-help').hidden = false;
    box.querySelector('.exercise-controls').hidden = false;
    q.badge = el('span', 'exercise-done', q.d.done);
    box.querySelector('h3').appendChild(q.badge);
    q.badge.hidden = !load()[box.id];
    box.querySelector('[data-lifeline="check"]').addEventListener('click', function () { check(q); });
    box.querySelector('[data-lifeline="reset"]').addEventListener('click', function () {
      q.chosen = []; q.marks = null; q.result.textContent = ''; q.result.className = 'exercise-result'; q.why.hidden = true; draw(q);
    });
    draw(q);
  }

  function button(item, onClick) {
    var b = el('button', 'exercise-item');
    b.type = 'button';
    b.dataset.key = item.key;
    b.appendChild(label(item));
    b.addEventListener('click', onClick);
    return b;
  }

  function choose(q, key) {
    var at = q.chosen.indexOf(key);
    if (q.mode === 'order') q.chosen.push(key);
    else if (q.mode === 'one') q.chosen = [key];
    else if (at >= 0) q.chosen.splice(at, 1);
    else q.chosen = key === 'none' ? ['none'] : q.chosen.filter(function (k) { return k !== 'none'; }).concat([key]);
    q.marks = null;
    draw(q);
    if (q.mode === 'order') focusNext(q);
  }

  // The options (for order: the calls not placed yet), then the placed calls.
  function draw(q) {
    q.list.textContent = '';
    q.placed.textContent = '';
    q.items.forEach(function (item) {
      if (q.mode === 'order' && q.chosen.indexOf(item.key) >= 0) return;
      var li = el('li'), b = button(item, function () { choose(q, item.key); });
      if (q.mode !== 'order') b.setAttribute('aria-pressed', String(q.chosen.indexOf(item.key) >= 0));
      li.appendChild(b);
      q.list.appendChild(li);
    });
    q.chosen.forEach(function (key, i) { if (q.mode === 'order') q.placed.appendChild(placedItem(q, key, i)); });
  }

  // A placed call: a tap takes it back; dragging it onto another moves it there. After a check it is
  // marked in place or misplaced.
  function placedItem(q, key, i) {
    var li = el('li');
    if (q.marks) li.className = q.marks[i] ? 'in-place' : 'misplaced';
    li.draggable = true;
    li.addEventListener('dragstart', function (ev) { ev.dataTransfer.setData('text/plain', String(i)); });
    li.addEventListener('dragover', function (ev) { ev.preventDefault(); });
    li.addEventListener('drop', function (ev) {
      ev.preventDefault();
      var moved = q.chosen.splice(Number(ev.dataTransfer.getData('text/plain')), 1)[0];
      q.chosen.splice(i, 0, moved);
      q.marks = null;
      draw(q);
    });
    li.appendChild(button(q.byKey[key], function () { q.chosen.splice(i, 1); q.marks = null; draw(q); }));
    return li;
  }

  function focusNext(q) { var b = q.list.querySelector('button') || q.placed.querySelector('li:last-child button'); if (b) b.focus(); }

  function say(q, ok, content) {
    q.result.textContent = '';
    q.result.className = 'exercise-result ' + (ok ? 'right' : 'wrong');
    q.result.appendChild(content);
    q.why.hidden = false;
    if (ok) { var now = load(); now[q.box.id] = true; save(now); q.badge.hidden = false; showProgress(); }
  }

  function check(q) {
    var d = q.d;
    if (q.mode === 'order') {
      if (q.chosen.length < q.items.length) { q.result.className = 'exercise-result wrong'; q.result.textContent = ''; q.result.appendChild(fill(d.incomplete, [q.items.length])); return; }
      q.marks = q.chosen.map(function (k, i) { return k === q.answer[i]; });
      draw(q);
      var first = q.marks.indexOf(false);
      if (first < 0) say(q, true, document.createTextNode(d.right));
      else say(q, false, fill(d.wrongAt, [first + 1, label(q.byKey[q.answer[first]]), label(q.byKey[q.chosen[first]])]));
      return;
    }
    if (q.chosen.length === 0) { q.result.className = 'exercise-result wrong'; q.result.textContent = d.choose; return; }
    var ok = q.chosen.length === q.answer.length && q.answer.every(function (k) { return q.chosen.indexOf(k) >= 0; });
    say(q, ok, ok ? document.createTextNode(d.right) : fill(d.wrong, [labels(q, q.answer)]));
  }

  // A quiz page: how many of its questions this browser has answered right.
  function showProgress() {
    var progress = document.querySelector('[data-lifeline="progress"]');
    if (!progress) return;
    var all = document.querySelectorAll('[data-lifeline="exercise"]'), done = load(), n = 0;
    Array.prototype.forEach.call(all, function (b) { if (done[b.id]) n++; });
    progress.textContent = '';
    progress.appendChild(fill(progress.dataset.template, [n, all.length]));
    progress.hidden = false;
  }

  // The quiz index: each theme's count of questions answered right.
  Array.prototype.forEach.call(document.querySelectorAll('[data-lifeline="theme-progress"]'), function (span) {
    var ids = span.dataset.exercises.split(' '), done = load(), n = 0;
    ids.forEach(function (id) { if (done[id]) n++; });
    span.textContent = '· ';
    span.appendChild(fill(span.dataset.template, [n, ids.length]));
    span.hidden = false;
  });

  Array.prototype.forEach.call(document.querySelectorAll('[data-lifeline="exercise"]'), setUp);
  showProgress();
})();
