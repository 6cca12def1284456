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

  function setUp(box) {
    var d = box.dataset, order = d.kind === 'order';
    var answer = d.answer.split(' ');
    var items = Array.prototype.map.call(box.querySelectorAll('[data-lifeline="items"] > li'), function (li) {
      return { key: li.dataset.key, rule: li.dataset.rule, who: li.querySelector('.who').textContent, call: li.querySelector('code').textContent };
    });
    var byKey = {};
    items.forEach(function (i) { byKey[i.key] = i; });
    var list = box.querySelector('[data-lifeline="items"]');
    var result = box.querySelector('[data-lifeline="result"]');
    var chosen = [], picked = null;
    var placed = el('ol', 'exercise-placed');
    placed.setAttribute('aria-label', box.querySelector('h3').textContent);
    if (order) list.parentNode.insertBefore(placed, list.nextSibling);
    box.querySelector('.exercise-help').hidden = false;
    box.querySelector('.exercise-controls').hidden = false;
    var badge = el('span', 'exercise-done', d.done);
    box.querySelector('h3').appendChild(badge);
    badge.hidden = !load()[box.id];

    function button(item, onClick) {
      var b = el('button', 'exercise-item');
      b.type = 'button';
      b.dataset.key = item.key;
      b.appendChild(label(item));
      b.addEventListener('click', onClick);
      return b;
    }
    function draw() {
      list.textContent = '';
      placed.textContent = '';
      items.forEach(function (item) {
        if (order && chosen.indexOf(item.key) >= 0) return;
        var li = el('li'), b = button(item, function () {
          if (order) { chosen.push(item.key); draw(); focusNext(); } else { picked = item.key; draw(); }
        });
        if (!order) b.setAttribute('aria-pressed', String(picked === item.key));
        li.appendChild(b);
        list.appendChild(li);
      });
      chosen.forEach(function (key, i) {
        var li = el('li'), b = button(byKey[key], function () { chosen.splice(i, 1); draw(); });
        li.draggable = true;
        li.addEventListener('dragstart', function (ev) { ev.dataTransfer.setData('text/plain', String(i)); });
        li.addEventListener('dragover', function (ev) { ev.preventDefault(); });
        li.addEventListener('drop', function (ev) {
          ev.preventDefault();
          var from = Number(ev.dataTransfer.getData('text/plain'));
          var moved = chosen.splice(from, 1)[0];
          chosen.splice(i, 0, moved);
          draw();
        });
        li.appendChild(b);
        placed.appendChild(li);
      });
    }
    function focusNext() { var b = list.querySelector('button') || placed.querySelector('li:last-child button'); if (b) b.focus(); }
    function why(rule) {
      var p = el('span', 'exercise-why');
      p.appendChild(link(d.page + '#rule-' + rule, fill(d.why, [rule])));
      p.appendChild(document.createTextNode(' · '));
      p.appendChild(link(d.page + '#step-' + d.step, fill(d.seeStep, [d.step])));
      return p;
    }
    function say(ok, content) {
      result.textContent = '';
      result.className = 'exercise-result ' + (ok ? 'right' : 'wrong');
      result.appendChild(content);
      if (ok) { var now = load(); now[box.id] = true; save(now); badge.hidden = false; showProgress(); }
    }
    function check() {
      if (order) {
        if (chosen.length < items.length) { say(false, fill(d.incomplete, [items.length])); return; }
        for (var i = 0; i < answer.length; i++) {
          if (chosen[i] !== answer[i]) {
            var f = fill(d.wrongAt, [i + 1, label(byKey[answer[i]]), label(byKey[chosen[i]])]);
            f.appendChild(document.createTextNode(' '));
            f.appendChild(why(byKey[answer[i]].rule));
            say(false, f);
            return;
          }
        }
        say(true, document.createTextNode(d.right));
        return;
      }
      if (!picked) { say(false, document.createTextNode(d.choose)); return; }
      if (picked === answer[0]) { say(true, document.createTextNode(d.right)); return; }
      var g = fill(d.wrongNever, [label(byKey[picked])]);
      g.appendChild(document.createTextNode(' '));
      g.appendChild(why(byKey[answer[0]].rule));
      say(false, g);
    }
    box.querySelector('[data-lifeline="check"]').addEventListener('click', check);
    box.querySelector('[data-lifeline="reset"]').addEventListener('click', function () {
      chosen = []; picked = null; result.textContent = ''; result.className = 'exercise-result'; draw();
    });
    draw();
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
