// The header's search box: "/" anywhere outside a text field puts the cursor in it (as on GitHub and
// MkDocs); Enter sends the query to the language's search page (a plain form, so it works without this).
(function () {
  'use strict';
  var box = document.querySelector('[data-lifeline="search-box"]');
  if (!box) return;
  document.addEventListener('keydown', function (ev) {
    if (ev.key !== '/' || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    var t = ev.target, tag = t && t.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (t && t.isContentEditable)) return;
    ev.preventDefault();
    box.focus();
    box.select();
  });
})();
