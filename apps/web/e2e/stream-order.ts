// What a page does as a session ends, in order: the live streams it closes and the request that ends
// the session. A stream still opening when the session ends reaches the server after it, and is refused.
import type { Page, Route } from 'playwright-core';

/** Notes each EventSource close ('stream closed') and each request to `endPath` ('end sent'), in order. */
export async function noteStreamClosesAndEnd(page: Page, endPath: string): Promise<string[]> {
  const order: string[] = [];
  await page.exposeBinding('__noteForTest', (_source, what: string) => {
    order.push(what);
  });
  await page.addInitScript((path: string) => {
    const note = (window as unknown as { __noteForTest: (what: string) => void }).__noteForTest;
    const close = EventSource.prototype.close;
    EventSource.prototype.close = function (this: EventSource) {
      if (this.readyState !== EventSource.CLOSED) note('stream closed');
      close.call(this);
    };
    const send = window.fetch;
    window.fetch = (input, init) => {
      if (String(input).endsWith(path)) note('end sent');
      return send(input, init);
    };
  }, `/api${endPath}`);
  return order;
}

/** Keeps every live-leads stream request unanswered (still opening); answers the requests kept. */
export async function keepLiveLeadsOpening(page: Page): Promise<Route[]> {
  const opening: Route[] = [];
  await page.route(/\/api\/leads\/live\?/, (route) => {
    opening.push(route);
  });
  return opening;
}
