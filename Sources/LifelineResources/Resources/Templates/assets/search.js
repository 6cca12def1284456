// Lifeline's offline search: no network, works from file://. The page loads its language's index
// (search-index.js sets window.LIFELINE_SEARCH: title t, link u, headings h, text x) before this script.
//
// A query is folded (case, accents, full-width forms) and cut into terms: words for scripts with
// spaces, overlapping pairs of characters (bigrams) for Chinese, Japanese and Korean, so a question
// written without spaces still finds its words. Question words ("when is … called", « quand », 什么时候,
// 언제) are dropped. A term matches a word it starts (a prefix), or, from five letters on, a word one
// typo away. Every term must match somewhere; a title match counts most, then a heading, then the text.
// Each result shows a snippet around the first match. ?q=… fills the box.
(function () {
  'use strict';
  var entries = window.LIFELINE_SEARCH || [];
  var box = document.getElementById('q'), list = document.getElementById('results'), none = document.getElementById('none');
  if (!box || !list) return;

  var STOP = ('when what why how where which who whom is are was were be been does do did the a an of to in on at for my i it its ' +
    'can could should get gets got called call calls happen happens not no vs versus and or with from ' +
    'quand quoi pourquoi comment ou quel quelle quels quelles qui que est sont le la les un une des de du d l en au aux mon ma mes ' +
    'pas ne se sa son appel appelee appele appelees appeles il elle on ' +
    '언제 왜 어떻게 무엇 뭐 어디 어느 누가 되나요 되나 되는 됩니까 하나요 인가요 나요 호출되나요 호출되는 호출').split(' ');
  var stop = {};
  STOP.forEach(function (w) { stop[w] = true; });
  var CJK_STOP = ['什么时候', '为什么', '怎么样', '怎么', '如何', '什么', '是否', '哪些', '哪个', '时候', '会不会', '被调用', '调用', '吗', '呢', '的', '了', '会', '被', '是'];
  var CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
  var CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]+/g;
  var HANGUL_ENDINGS = /(은|는|이|가|을|를|에서|에|의|으로|로|와|과|도|만)$/;

  // Accents off; NFC again after, so Hangul syllables (which NFKD splits into jamo) come back whole.
  function fold(s) { return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase(); }
  function words(s) { return s.split(/[^a-z0-9_\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]+/).filter(Boolean); }

  // The query's terms: {text, cjk}.
  function terms(query) {
    var q = fold(query), out = [];
    CJK_STOP.forEach(function (w) { q = q.split(w).join(' '); });
    (q.match(CJK_RUN) || []).forEach(function (run) {
      run = run.replace(HANGUL_ENDINGS, '');
      if (stop[run] || run.length === 0) return;
      if (run.length === 1) { out.push({ text: run, cjk: true }); return; }
      for (var i = 0; i + 1 < run.length; i++) out.push({ text: run.slice(i, i + 2), cjk: true });
    });
    words(q.replace(CJK_RUN, ' ')).forEach(function (w) { if (!stop[w]) out.push({ text: w, cjk: false }); });
    return out;
  }

  // One edit (insert, delete, replace, or swap two neighbours) turns a into b.
  function oneTypo(a, b) {
    if (Math.abs(a.length - b.length) > 1 || a === b) return false;
    var i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
    return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  // The term is one typo away from the word, or from the word's start (a prefix with a typo).
  function typo(t, w) {
    return oneTypo(t, w) || (w.length > t.length + 1 && (oneTypo(t, w.slice(0, t.length)) || oneTypo(t, w.slice(0, t.length + 1))));
  }

  var prepared = entries.map(function (e) {
    var title = fold(e.t), heads = fold(e.h || ''), text = fold(e.x);
    return { e: e, fields: [title, heads, text], words: [words(title), words(heads), words(text)] };
  });
  var WEIGHT = [12, 4, 1];

  // How well `term` matches field k of p: 0 (not at all) up to 3 (a whole word).
  function match(p, k, term) {
    if (term.cjk) return p.fields[k].indexOf(term.text) >= 0 ? 2 : 0;
    var best = 0, ws = p.words[k];
    for (var i = 0; i < ws.length && best < 3; i++) {
      var w = ws[i];
      if (w === term.text) best = 3;
      else if (w.indexOf(term.text) === 0) best = Math.max(best, 2);
      else if (term.text.length >= 5 && typo(term.text, w)) best = Math.max(best, 1);
    }
    return best;
  }

  function score(p, ts) {
    var total = 0;
    for (var i = 0; i < ts.length; i++) {
      var s = 0;
      for (var k = 0; k < 3; k++) s = Math.max(s, match(p, k, ts[i]) * WEIGHT[k]);
      if (s === 0) return 0;
      total += s;
    }
    return total + (p.fields[0] === ts.map(function (t) { return t.text; }).join('') ? 20 : 0);
  }

  // Up to 160 characters of the entry's text around the first term found, that term marked.
  function snippet(p, ts) {
    var x = p.e.x, folded = p.fields[2], at = -1, len = 0;
    ts.forEach(function (t) {
      var i = folded.indexOf(t.text), l = t.text.length;
      if (i < 0 && !t.cjk) {   // matched with a typo: mark the word it matched
        var w = p.words[2].filter(function (w) { return typo(t.text, w); })[0];
        if (w) { i = folded.indexOf(w); l = w.length; }
      }
      if (i >= 0 && (at < 0 || i < at)) { at = i; len = l; }
    });
    var s = document.createElement('p');
    s.className = 'snippet';
    if (at < 0) { s.textContent = x.slice(0, 160) + (x.length > 160 ? '…' : ''); return s; }
    var start = Math.max(0, at - 60), end = Math.min(x.length, at + len + 100);
    s.appendChild(document.createTextNode((start > 0 ? '…' : '') + x.slice(start, at)));
    var m = document.createElement('mark');
    m.textContent = x.slice(at, at + len);
    s.appendChild(m);
    s.appendChild(document.createTextNode(x.slice(at + len, end) + (end < x.length ? '…' : '')));
    return s;
  }

  function show(query) {
    var ts = terms(query);
    list.textContent = '';
    if (ts.length === 0) { none.hidden = true; return; }
    var hits = [];
    prepared.forEach(function (p) { var s = score(p, ts); if (s > 0) hits.push({ p: p, s: s }); });
    hits.sort(function (a, b) { return b.s - a.s || (a.p.e.u < b.p.e.u ? -1 : 1); });
    hits.slice(0, 30).forEach(function (h) {
      var li = document.createElement('li'), a = document.createElement('a');
      a.href = h.p.e.u; a.textContent = h.p.e.t;
      li.appendChild(a);
      li.appendChild(snippet(h.p, ts));
      list.appendChild(li);
    });
    none.hidden = hits.length > 0;
  }
  box.addEventListener('input', function () { show(box.value); });
  var q = new URLSearchParams(window.location.search).get('q');
  if (q) { box.value = q; }
  show(box.value);
})();
