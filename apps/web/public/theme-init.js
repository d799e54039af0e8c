/* global document, window */
// Runs before the app bundle so the first paint already has the saved theme (no flash).
// Mirrors parseTheme/resolveTheme from @wbe3/domain: anything unrecognised means "system".
(function () {
  var saved = null;
  try {
    saved = localStorage.getItem("theme");
  } catch {
    // Storage can be blocked (privacy mode); fall back to the system preference.
  }
  var theme = saved === "dark" || saved === "light" ? saved : "system";
  var dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  var root = document.documentElement;
  root.classList.remove("dark", "light");
  root.classList.add(dark ? "dark" : "light");
})();
