// Light or dark: the system's setting unless the player chose one with the switch. Runs before
// the page draws, so a dark page never flashes light.
(function () {
  const KEY = "grove.theme";
  const root = document.documentElement;
  const system = window.matchMedia("(prefers-color-scheme: dark)");

  function chosen() {
    try { return localStorage.getItem(KEY); } catch (e) { return null; }
  }

  function apply() {
    const theme = chosen() || (system.matches ? "dark" : "light");
    root.dataset.theme = theme;
    const button = document.getElementById("theme-switch");
    if (button) button.setAttribute("aria-pressed", String(theme === "dark"));
  }

  apply();
  system.addEventListener("change", apply);
  document.addEventListener("DOMContentLoaded", function () {
    apply();
    document.getElementById("theme-switch").addEventListener("click", function () {
      const next = root.dataset.theme === "dark" ? "light" : "dark";
      try { localStorage.setItem(KEY, next); } catch (e) { /* storage off: this visit only */ }
      root.dataset.theme = next;
      apply();
    });
  });
})();
