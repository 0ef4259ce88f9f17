// Applies the saved light/dark choice before the first paint (the key the theme toggle writes).
// A file rather than an inline script, so a strict Content-Security-Policy (script-src 'self') allows it.
(() => {
  var scheme = 'light';
  try {
    if (window.localStorage.getItem('user-theme') === 'dark') scheme = 'dark';
  } catch {
    // storage unavailable: keep light
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
