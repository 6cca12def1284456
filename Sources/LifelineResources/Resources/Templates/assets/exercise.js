// Lifeline's self-check questions (Pages/Exercises.swift makes them from the trace). Without this
// script each question is a list with its answer in a <details>; with it:
// - order: click (or Enter/Space on) the callbacks in order; a placed one goes back when clicked, and
//   can be dragged to another place; Check names the first wrong place, its rule and its step.
// - never: choose one callback; Check says whether it is the one the step never calls.
// Questions answered right are remembered in localStorage (lifeline.exercises), per browser; quiz
// pages show how many (data-lifeline="progress", "theme-progress").
(function () {
  'use strict';
  var STORE = 'lifeline.exercises';
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
  function label(item) {
    var span = el('span', 'item-label');
    span.appendChild(el('span', 'who', item.who));
    span.appendChild(document.createTextNode(' '));
    span.appendChild(el('code', null, item.call));
    return span;
  }
  function link(href, content) { var a = el('a'); a.href = href; a.appendChild(content); return a; }

  // One question's state: q.box, q.d (its data attributes), q.order, q.answer, q.items, q.byKey,
  // q.list (unplaced callbacks), q.placed (the learner's order), q.chosen, q.picked, q.result, q.badge.
  function setUp(box) {
    var q = { box: box, d: box.dataset, order: box.dataset.kind === 'order', answer: box.dataset.answer.split(' '), chosen: [], picked: null, byKey: {} };
    q.items = Array.prototype.map.call(box.querySelectorAll('[data-lifeline="items"] > li'), function (li) {
      return { key: li.dataset.key, rule: li.dataset.rule, who: li.querySelector('.who').textContent, call: li.querySelector('code').textContent };
    });
    q.items.forEach(function (i) { q.byKey[i.key] = i; });
    q.list = box.querySelector('[data-lifeline="items"]');
    q.result = box.querySelector('[data-lifeline="result"]');
    q.placed = el('ol', 'exercise-placed');
    q.placed.setAttribute('aria-label', box.querySelector('h3').textContent);
    if (q.order) q.list.parentNode.insertBefore(q.placed, q.list.nextSibling);
    box.querySelector('.exercise-help').hidden = false;
    box.querySelector('.exercise-controls').hidden = false;
    q.badge = el('span', 'exercise-done', q.d.done);
    box.querySelector('h3').appendChild(q.badge);
    q.badge.hidden = !load()[box.id];
    box.querySelector('[data-lifeline="check"]').addEventListener('click', function () { check(q); });
    box.querySelector('[data-lifeline="reset"]').addEventListener('click', function () {
      q.chosen = []; q.picked = null; q.result.textContent = ''; q.result.className = 'exercise-result'; draw(q);
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

  // The callbacks not placed yet (or, for a never-called question, the choices), then the placed ones.
  function draw(q) {
    q.list.textContent = '';
    q.placed.textContent = '';
    q.items.forEach(function (item) {
      if (q.order && q.chosen.indexOf(item.key) >= 0) return;
      var li = el('li'), b = button(item, function () {
        if (q.order) { q.chosen.push(item.key); draw(q); focusNext(q); } else { q.picked = item.key; draw(q); }
      });
      if (!q.order) b.setAttribute('aria-pressed', String(q.picked === item.key));
      li.appendChild(b);
      q.list.appendChild(li);
    });
    q.chosen.forEach(function (key, i) { q.placed.appendChild(placedItem(q, key, i)); });
  }

  // A placed callback: a click takes it back; dragging it onto another moves it there.
  function placedItem(q, key, i) {
    var li = el('li');
    li.draggable = true;
    li.addEventListener('dragstart', function (ev) { ev.dataTransfer.setData('text/plain', String(i)); });
    li.addEventListener('dragover', function (ev) { ev.preventDefault(); });
    li.addEventListener('drop', function (ev) {
      ev.preventDefault();
      var moved = q.chosen.splice(Number(ev.dataTransfer.getData('text/plain')), 1)[0];
      q.chosen.splice(i, 0, moved);
      draw(q);
    });
    li.appendChild(button(q.byKey[key], function () { q.chosen.splice(i, 1); draw(q); }));
    return li;
  }

  function focusNext(q) { var b = q.list.querySelector('button') || q.placed.querySelector('li:last-child button'); if (b) b.focus(); }

  // "Why: rule X · Read step N again", linking the rule and the step on the scenario page.
  function why(q, rule) {
    var p = el('span', 'exercise-why');
    p.appendChild(link(q.d.page + '#rule-' + rule, fill(q.d.why, [rule])));
    p.appendChild(document.createTextNode(' · '));
    p.appendChild(link(q.d.page + '#step-' + q.d.step, fill(q.d.seeStep, [q.d.step])));
    return p;
  }

  function say(q, ok, content) {
    q.result.textContent = '';
    q.result.className = 'exercise-result ' + (ok ? 'right' : 'wrong');
    q.result.appendChild(content);
    if (ok) { var now = load(); now[q.box.id] = true; save(now); q.badge.hidden = false; showProgress(); }
  }

  function wrong(q, template, values, rule) {
    var f = fill(template, values);
    f.appendChild(document.createTextNode(' '));
    f.appendChild(why(q, rule));
    say(q, false, f);
  }

  function check(q) {
    var d = q.d;
    if (q.order) {
      if (q.chosen.length < q.items.length) { say(q, false, fill(d.incomplete, [q.items.length])); return; }
      for (var i = 0; i < q.answer.length; i++) {
        if (q.chosen[i] !== q.answer[i]) {
          wrong(q, d.wrongAt, [i + 1, label(q.byKey[q.answer[i]]), label(q.byKey[q.chosen[i]])], q.byKey[q.answer[i]].rule);
          return;
        }
      }
      say(q, true, document.createTextNode(d.right));
      return;
    }
    if (!q.picked) { say(q, false, document.createTextNode(d.choose)); return; }
    if (q.picked === q.answer[0]) { say(q, true, document.createTextNode(d.right)); return; }
    wrong(q, d.wrongNever, [label(q.byKey[q.picked])], q.byKey[q.answer[0]].rule);
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
