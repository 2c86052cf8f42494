// Start-up stages shown before Python can draw anything. Python hides #loading when it is ready.
(function () {
  function stage(text, fraction) {
    var label = document.getElementById("loading-stage");
    var fill = document.getElementById("loading-fill");
    if (label) label.textContent = window.groveWord ? window.groveWord(text) : text;
    if (fill) fill.style.width = Math.round(fraction * 100) + "%";
  }
  document.addEventListener("DOMContentLoaded", function () {
    stage("Starting Python (first visit: about 10 MB)\u2026", 0.25);
  });
  window.addEventListener("py:ready", function () {
    stage("Loading the games\u2026", 0.8);
  });
})();
