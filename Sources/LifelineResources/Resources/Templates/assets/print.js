// Printing a page prints all of it: every closed <details> (a step's callbacks, a folded list) opens
// before printing and closes again after; the player's highlight of the current callback is set aside
// (a handout marks no callback) and comes back after. Without this script the page prints as it is shown.
(function () {
  'use strict';
  var opened = [], current = [];
  window.addEventListener('beforeprint', function () {
    current = Array.prototype.slice.call(document.querySelectorAll('.current'));
    current.forEach(function (n) { n.classList.remove('current'); });
    opened = Array.prototype.filter.call(document.querySelectorAll('details:not([open])'), function (d) {
      return !d.closest('.exercise');
    });
    opened.forEach(function (d) { d.open = true; });
  });
  window.addEventListener('afterprint', function () {
    opened.forEach(function (d) { d.open = false; });
    opened = [];
    current.forEach(function (n) { n.classList.add('current'); });
    current = [];
  });
})();
