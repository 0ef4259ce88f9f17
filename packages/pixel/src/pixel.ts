// The Site ID pixel: a client pastes `<script src=".../pixel.js" data-campaign="ID" async>` into its
// site (or lets Google Tag Manager add it). It keeps a first-party visitor id and reports each page
// view, including single-page-app navigations, with the page's title (the whole address carries the
// landing page's UTM parameters), to the platform that served it. It sends nothing under
// Do-Not-Track or Global Privacy Control, and never lets an error reach the host page.
// No dependencies: the served file must stay under 1 KB gzipped (a test checks it).
(() => {
  try {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    const optedOut =
      nav.doNotTrack === '1' ||
      (window as { doNotTrack?: string }).doNotTrack === '1' ||
      nav.globalPrivacyControl;
    const script = (document.currentScript ??
      document.querySelector('script[data-campaign][src*="pixel.js"]')) as HTMLScriptElement | null;
    const campaign = script?.getAttribute('data-campaign');
    if (optedOut || !script || !campaign) return;

    const endpoint = new URL('/api/pixel/event', script.src).href;
    const name = '_lpvid';
    let visitor = '';
    try {
      visitor = localStorage.getItem(name) ?? '';
    } catch {}
    visitor ||= document.cookie.match(/(?:^|; )_lpvid=([\w-]+)/)?.[1] ?? '';
    visitor ||= crypto.randomUUID?.() ?? Math.random().toString(36).slice(2) + Date.now().toString(36);
    try {
      localStorage.setItem(name, visitor);
    } catch {}
    // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is missing in Safari and Firefox.
    document.cookie = `${name}=${visitor}; max-age=31536000; path=/; SameSite=Lax`;

    // A page view after the first of this browser session (another page, an app's navigation) says
    // so: the platform counts a visit from each unmarked one.
    let continued = 0;
    try {
      continued = sessionStorage.getItem(name) ? 1 : 0;
      sessionStorage.setItem(name, '1');
    } catch {}

    let last = '';
    let referrer = document.referrer;
    const send = () => {
      try {
        const url = location.href;
        if (url === last) return;
        // c campaign key, v visitor id, u page, r referrer, t time (ms), i title, n 1 for a later
        // page view of the session and 0 for its first: short keys keep the file small.
        const body = JSON.stringify({
          c: campaign,
          v: visitor,
          u: url,
          r: referrer,
          t: Date.now(),
          i: document.title.slice(0, 300),
          n: continued,
        });
        referrer = last = url;
        continued = 1;
        if (!nav.sendBeacon?.(endpoint, body))
          new Image().src = `${endpoint}.gif?d=${encodeURIComponent(body)}`;
      } catch {}
    };
    const later = () => setTimeout(send, 0);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        const result = original.apply(this, args);
        later();
        return result;
      };
    }
    addEventListener('popstate', later);
    addEventListener('hashchange', later);
    send();
  } catch {}
})();
