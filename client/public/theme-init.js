// Applies the stored theme (key "hearsay-theme") or the system preference before first paint.
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('hearsay-theme');
  } catch {
    /* storage blocked */
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.add(theme);
})();
