// Light or dark: the system's setting unless the player chose one with the switch (#theme-switch,
// remembered in localStorage under grove.theme). Runs in <head>, before the page draws, so that a
// dark page never flashes light. Choosing the theme the system would give anyway forgets the
// choice, so the page follows the system again from then on.
(function () {
  "use strict";
  const KEY = "grove.theme";
  const THEMES = ["light", "dark"];
  const root = document.documentElement;
  const system = window.matchMedia("(prefers-color-scheme: dark)");

  function systemTheme() {
    return system.matches ? "dark" : "light";
  }

  function chosen() {
    let value = null;
    try { value = localStorage.getItem(KEY); } catch (e) { /* storage off */ }
    return THEMES.indexOf(value) >= 0 ? value : null;
  }

  function remember(theme) {
    try {
      if (theme === systemTheme()) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, theme);
    } catch (e) { /* storage off: for this visit only */ }
  }

  let current = null;

  function apply(theme) {
    current = theme || chosen() || systemTheme();
    root.dataset.theme = current;
    const button = document.getElementById("theme-switch");
    if (button) button.setAttribute("aria-pressed", String(current === "dark"));
    // The browser's own bars follow the header's colour.
    const meta = document.querySelector('meta[name="theme-color"]');
    if (meta && document.body) {
      const colour = getComputedStyle(root).getPropertyValue("--header-bg").trim();
      if (colour) meta.setAttribute("content", colour);
    }
  }

  apply();
  system.addEventListener("change", function () { apply(); });
  // Another tab switched: follow it.
  window.addEventListener("storage", function (event) {
    if (event.key === KEY || event.key === null) apply();
  });
  document.addEventListener("DOMContentLoaded", function () {
    apply(current);
    const button = document.getElementById("theme-switch");
    if (!button) return;
    button.addEventListener("click", function () {
      const next = current === "dark" ? "light" : "dark";
      remember(next);
      apply(next);
    });
  });
})();
