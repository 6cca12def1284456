// Printing a page prints all of it: every closed <details> (a step's callbacks, a folded list) opens
// before printing and closes again after. Without this script the page prints as it is shown.
(function () {
  'use strict';
  var opened = [];
  window.addEventListener('beforeprint', function () {
    opened = Array.prototype.filter.call(document.querySelectorAll('details:not([open])'), function (d) {
      return !d.closest('.exercise');
    });
    opened.forEach(function (d) { d.open = true; });
  });
  window.addEventListener('afterprint', function () {
    opened.forEach(function (d) { d.open = false; });
    opened = [];
  });
})();
