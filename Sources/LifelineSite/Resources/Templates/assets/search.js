// Lifeline's offline search: no network, works from file://. The page loads its language's index
// (search-index.js sets window.LIFELINE_SEARCH) before this script. Every word of the query must
// appear in an entry's title or text; title matches come first. ?q=… fills the box.
(function () {
  var entries = window.LIFELINE_SEARCH || [];
  var box = document.getElementById('q'), list = document.getElementById('results'), none = document.getElementById('none');
  if (!box || !list) return;
  function fold(s) { return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase(); }
  var prepared = entries.map(function (e) { return { e: e, title: fold(e.t), text: fold(e.t + ' ' + e.x) }; });
  function show(query) {
    var words = fold(query).split(/\s+/).filter(function (w) { return w.length > 0; });
    list.textContent = '';
    if (words.length === 0) { none.hidden = true; return; }
    var hits = prepared.filter(function (p) { return words.every(function (w) { return p.text.indexOf(w) >= 0; }); });
    hits.sort(function (a, b) {
      var ta = words.every(function (w) { return a.title.indexOf(w) >= 0; }) ? 0 : 1;
      var tb = words.every(function (w) { return b.title.indexOf(w) >= 0; }) ? 0 : 1;
      return ta - tb || (a.e.u < b.e.u ? -1 : 1);
    });
    hits.slice(0, 50).forEach(function (p) {
      var li = document.createElement('li'), a = document.createElement('a');
      a.href = p.e.u; a.textContent = p.e.t; li.appendChild(a);
      list.appendChild(li);
    });
    none.hidden = hits.length > 0;
  }
  box.addEventListener('input', function () { show(box.value); });
  var q = new URLSearchParams(window.location.search).get('q');
  if (q) { box.value = q; }
  show(box.value);
})();
