// Lifeline's offline search: no network, works from file://. The page loads its language's index first
// (search-index.js sets window.LIFELINE_SEARCH: the entries — title t, link u, kind k, headings h, text x,
// code names c, English keywords w — and the language's words: kind labels, stop words, synonym groups, all from the catalogs).
//
// A query is folded (case, accents, full-width forms) and cut into terms: a synonym group it names
// (생명주기 / 라이프사이클 / 생명 주기 are one term), words for scripts with spaces, and runs of Chinese,
// Japanese or Korean, matched by their overlapping character pairs with the spaces inside a run ignored
// (생명주기 finds 생명 주기). Stop words ("when is … called", « quand », 什么时候, 언제) are dropped.
// A word matches a word it starts (a prefix), or, from five letters on, a word one typo away.
// Pages are ranked, not filtered: each term scores where it matches (title, then headings, code names,
// text) and a page needs at least half of the terms, so a question with a word the page lacks still
// finds it; more of the terms counts most. A result shows its kind and the sentence that matches best.
// ?q=… fills the box. window.LifelineSearch.rank is the same ranking for the tests.
(function () {
  'use strict';
  var index = window.LIFELINE_SEARCH || { entries: [] };
  var CJK_CHARS = '\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af';
  var CJK_RUN = new RegExp('[' + CJK_CHARS + ']+', 'g');
  var CJK_GAP = new RegExp('([' + CJK_CHARS + '])\\s+(?=[' + CJK_CHARS + '])', 'g');
  var WORD = new RegExp('[a-z0-9_]+|[' + CJK_CHARS + ']+', 'g');
  var NOT_WORD = /[^a-z0-9_]/;
  var WEIGHT = [12, 4, 1, 1, 12];   // title, headings, text, code names, English keywords

  // Accents off; NFC again after, so Hangul syllables (which NFKD splits into jamo) come back whole.
  // Typographic apostrophes are the typed one (isn’t, isn't).
  function fold(s) { return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase().replace(/[\u2018\u2019]/g, "'"); }
  function words(s) { return s.match(WORD) || []; }
  function squeeze(s) { return s.replace(CJK_GAP, '$1'); }
  // The text without the spaces between two CJK characters, and where each of its characters was.
  function squeezeMap(s) {
    var text = '', pos = [];
    for (var i = 0; i < s.length; i++) {
      if (/\s/.test(s[i]) && isCJK(text.slice(-1)) && isCJK(s.slice(i).trim().charAt(0))) continue;
      text += s[i]; pos.push(i);
    }
    return { text: text, pos: pos };
  }
  function isCJK(s) { return new RegExp('[' + CJK_CHARS + ']').test(s); }

  // The language's stop words: whole words (dropped), CJK phrases (cut out of a run; one character
  // only off a run's ends, so 会 leaves 会话 whole), and endings written "-에서" (cut off a Korean word).
  var stop = {}, cjkStop = [], particles = {}, endings = [];
  fold(index.stop || '').split(/\s+/).filter(Boolean).forEach(function (w) {
    if (w.charAt(0) === '-') endings.push(w.slice(1));
    else if (isCJK(w) && w.length > 1) { cjkStop.push(w); stop[w] = true; } else { stop[w] = true; if (isCJK(w)) particles[w] = true; }
  });
  cjkStop.sort(function (a, b) { return b.length - a.length; });
  endings.sort(function (a, b) { return b.length - a.length; });
  // Synonym groups, each variant folded and squeezed; the longest variants are looked for first.
  // Variants are compared without the spaces inside CJK text (생명 주기 is 생명주기).
  var variants = [];
  (index.synonyms || []).forEach(function (group, g) {
    var alts = group.map(function (v) { return squeeze(fold(v)); });
    alts.forEach(function (v) { variants.push({ text: v, group: g, alts: alts }); });
  });
  variants.sort(function (a, b) { return b.text.length - a.text.length; });

  function stripEnding(w) {
    while (w.length > 1 && particles[w.charAt(0)]) w = w.slice(1);
    while (w.length > 1 && particles[w.charAt(w.length - 1)]) w = w.slice(0, -1);
    for (var i = 0; i < endings.length; i++) {
      var e = endings[i];
      if (w.length > e.length && w.slice(-e.length) === e) return w.slice(0, -e.length);
    }
    return w;
  }
  function grams(run) {
    if (run.length < 2) return [run];
    var out = [];
    for (var i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
    return out;
  }
  // A variant is found in a query when it stands alone: Latin variants on word boundaries.
  function findVariant(q, v) {
    var at = q.indexOf(v.text);
    while (at >= 0) {
      var before = q.charAt(at - 1), after = q.charAt(at + v.text.length);
      if (isCJK(v.text) || ((!before || NOT_WORD.test(before)) && (!after || NOT_WORD.test(after)))) return at;
      at = q.indexOf(v.text, at + 1);
    }
    return -1;
  }

  // The query's terms: {any: [variants]} for a synonym group, {word} or {run, grams} otherwise.
  // CJK stop phrases go first, so 数据应该在哪里加载 names the group of 数据加载.
  function terms(query) {
    var q = fold(query), out = [], seen = {};
    function synonyms() {
      variants.forEach(function (v) {
        var m = squeezeMap(q), at = findVariant(m.text, v);
        if (at < 0) return;
        q = q.slice(0, m.pos[at]) + ' ' + q.slice(m.pos[at + v.text.length - 1] + 1);
        if (!seen[v.group]) { seen[v.group] = true; out.push({ any: v.alts, text: v.text }); }
      });
    }
    synonyms();   // 没有被调用 is a group before 没有 is a stop word
    cjkStop.forEach(function (w) { q = q.split(w).join(' '); });
    synonyms();
    q.split(/\s+/).forEach(function (token) {
      (token.match(CJK_RUN) || []).forEach(function (run) {
        run.split(' ').forEach(function (r) {
          r = stripEnding(r);
          if (r && !stop[r] && endings.indexOf(r) < 0) out.push({ run: r, grams: grams(r), text: r });
        });
      });
      words(token.replace(CJK_RUN, ' ')).forEach(function (w) { if (!stop[w]) out.push({ word: w, text: w }); });
    });
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

  var prepared = (index.entries || []).map(function (e) {
    var fields = [e.t, e.h || '', e.x, e.c || '', e.w || ''].map(fold);
    return {
      e: e, fields: fields, squeezed: fields.map(squeeze), words: fields.map(words),
      joined: fields.map(function (f) { return ' ' + words(f).join(' ') + ' '; })
    };
  });
  // A match in a short field says more than one in a long field (BM25's length normalisation): each
  // field's weight is scaled by its length against the average length of that field.
  var average = WEIGHT.map(function (_, k) {
    var n = 0;
    prepared.forEach(function (p) { n += p.words[k].length; });
    return Math.max(1, n / Math.max(1, prepared.length));
  });
  prepared.forEach(function (p) {
    p.titleLength = p.words[0].join('').length;
    p.weight = WEIGHT.map(function (w, k) { return k === 0 ? w : w / (0.5 + 0.5 * p.words[k].length / average[k]); });
  });

  function wordMatch(ws, w) {
    var best = 0;
    for (var i = 0; i < ws.length && best < 3; i++) {
      if (ws[i] === w) best = 3;
      else if (ws[i].indexOf(w) === 0) best = Math.max(best, 2);
      else if (w.length >= 5 && typo(w, ws[i])) best = Math.max(best, 1);
    }
    return best;
  }
  // How well `term` matches field k of p: 0 (not at all) up to 3 (whole).
  function match(p, k, term) {
    if (term.word) return wordMatch(p.words[k], term.word);
    if (term.run) {
      var found = 0;
      term.grams.forEach(function (g) { if (p.squeezed[k].indexOf(g) >= 0) found++; });
      var share = found / term.grams.length;
      return share === 1 ? 3 : share >= 0.6 ? 2 * share : 0;
    }
    for (var i = 0; i < term.any.length; i++) {
      var v = term.any[i];
      if (isCJK(v) ? p.squeezed[k].indexOf(v) >= 0 : p.joined[k].indexOf(' ' + words(v).join(' ') + ' ') >= 0) return 3;
    }
    return 0;
  }

  // The sum over terms and fields of match × the field's weight (BM25F adds fields up), times the share
  // of the terms found, squared; a title the query covers, or one field that holds every term, adds more.
  var WHOLE = [30, 15, 0, 0, 30];
  function score(p, ts) {
    var total = 0, matched = 0, inField = WEIGHT.map(function () { return 0; }), titleChars = 0;
    for (var i = 0; i < ts.length; i++) {
      var s = 0;
      for (var k = 0; k < WEIGHT.length; k++) {
        var m = match(p, k, ts[i]);
        if (m > 0) inField[k]++;
        if (m > 0 && k === 0) titleChars += (ts[i].word || ts[i].run || ts[i].text).length;
        s += m * p.weight[k];
      }
      if (s > 0) matched++;
      total += s;
    }
    if (matched === 0 || matched * 2 < ts.length) return 0;
    var bonus = 20 * Math.min(1, titleChars / Math.max(1, p.titleLength));   // how much of the title the query is
    var lead = ts[0].word || ts[0].run || ts[0].text;
    if (p.squeezed[0].indexOf(lead) === 0) bonus += 15;   // a title that starts with it: a glossary term, a method
    if (ts.length > 1) bonus += Math.max.apply(null, WHOLE.map(function (b, k) { return inField[k] === ts.length ? b : 0; }));
    return (total + bonus) * matched * matched / (ts.length * ts.length);
  }

  function rank(query) {
    var ts = terms(query), hits = [];
    if (ts.length === 0) return { terms: ts, hits: hits };
    prepared.forEach(function (p) { var s = score(p, ts); if (s > 0) hits.push({ p: p, s: s }); });
    hits.sort(function (a, b) { return b.s - a.s || (a.p.e.u < b.p.e.u ? -1 : 1); });
    return { terms: ts, hits: hits };
  }

  // Where a term is in folded text: [at, length], or null. One CJK character alone is not marked.
  function locate(folded, ws, t) {
    var needles = t.any || (t.run ? (t.run.length > 1 ? [t.run].concat(t.grams) : []) : [t.word]);
    for (var i = 0; i < needles.length; i++) {
      var at = folded.indexOf(needles[i]);
      if (at >= 0) return [at, needles[i].length];
    }
    if (t.word && t.word.length >= 5) {   // matched with a typo: mark the word it matched
      var w = ws.filter(function (w) { return typo(t.word, w); })[0];
      if (w) return [folded.indexOf(w), w.length];
    }
    return null;
  }

  // The sentence of the entry's text that holds the most terms, whole (up to 300 characters), its matches marked.
  function snippet(p, ts) {
    var sentences = p.e.x.split(/(?<=[.!?])\s+|(?<=[。！？])/).filter(function (s) { return s.trim(); });
    var best = null;
    sentences.forEach(function (s) {
      var folded = fold(s), ws = words(folded), marks = [];
      ts.forEach(function (t) { var m = locate(folded, ws, t); if (m) marks.push(m); });
      if (!best || marks.length > best.marks.length) best = { text: s, marks: marks };
    });
    var out = document.createElement('p');
    out.className = 'snippet';
    if (!best) return out;
    var text = best.text, marks = best.marks.sort(function (a, b) { return a[0] - b[0]; }), start = 0, end = text.length;
    if (text.length > 300) {
      start = Math.max(0, (marks.length ? marks[0][0] : 0) - 80);
      end = Math.min(text.length, start + 300);
    }
    var cursor = start;
    out.appendChild(document.createTextNode(start > 0 ? '…' : ''));
    marks.forEach(function (m) {
      if (m[0] < cursor || m[0] + m[1] > end) return;
      out.appendChild(document.createTextNode(text.slice(cursor, m[0])));
      var mark = document.createElement('mark');
      mark.textContent = text.slice(m[0], m[0] + m[1]);
      out.appendChild(mark);
      cursor = m[0] + m[1];
    });
    out.appendChild(document.createTextNode(text.slice(cursor, end) + (end < text.length ? '…' : '')));
    return out;
  }

  window.LifelineSearch = { rank: function (q) { return rank(q).hits.map(function (h) { return h.p.e.u; }); }, terms: terms };
  if (typeof document === 'undefined') return;
  var box = document.getElementById('q'), list = document.getElementById('results'), none = document.getElementById('none');
  if (!box || !list) return;

  function show(query) {
    var found = rank(query);
    list.textContent = '';
    if (found.terms.length === 0) { none.hidden = true; return; }
    found.hits.slice(0, 30).forEach(function (h) {
      var li = document.createElement('li'), a = document.createElement('a'), kind = document.createElement('span');
      a.href = h.p.e.u; a.textContent = h.p.e.t;
      kind.className = 'kind';
      kind.textContent = (index.kinds || {})[h.p.e.k] || '';
      li.appendChild(a);
      li.appendChild(document.createTextNode(' '));
      li.appendChild(kind);
      li.appendChild(snippet(h.p, found.terms));
      list.appendChild(li);
    });
    none.hidden = found.hits.length > 0;
  }
  box.addEventListener('input', function () { show(box.value); });
  var q = new URLSearchParams(window.location.search).get('q');
  if (q) { box.value = q; }
  show(box.value);
})();
