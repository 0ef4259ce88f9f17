// One server-sent-events stream held open while a page shows it (issue 17 item 5). EventSource sends
// no bearer token, so each connection opens on a fresh URL (a short-lived ticket): when the stream
// drops, this closes it and opens a new one with a new URL after a growing pause, instead of letting
// the browser retry a ticket that has expired. Nothing here polls. While the session is being ended on
// purpose (stream-hold.ts) the stream is closed and none opens.
import { useEffect, useRef, useState } from 'react';
import { onStreamHold, streamsHeld } from '../../../lib/stream-hold.ts';

export type StreamState = 'connecting' | 'open' | 'reconnecting';

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 15_000;

type StreamOptions<T> = {
  /** The stream's address for one connection (null: no stream now). */
  openUrl: (() => Promise<string>) | null;
  /** A change of key closes the stream and opens another (another company, campaign or user). */
  key: string;
  /** The SSE event name carrying the payloads. */
  event: string;
  onMessage: (payload: T) => void;
  /** Each time a connection opens after the first: what was missed meanwhile should be reread. */
  onReopen?: () => void;
};

export function useEventStream<T>({
  openUrl,
  key,
  event,
  onMessage,
  onReopen,
}: StreamOptions<T>): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  // The latest callbacks without reopening the stream at each render.
  const callbacks = useRef({ openUrl, onMessage, onReopen });
  callbacks.current = { openUrl, onMessage, onReopen };
  const enabled = openUrl !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the stream is about; another reopens it.
  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retry: number | undefined;
    let stopped = false;
    let failures = 0;
    let opened = false;
    // Each opening's number: one overtaken by a hold (or a later opening) opens nothing.
    let attempt = 0;

    const listener = (message: Event) => {
      let payload: T;
      try {
        payload = JSON.parse((message as MessageEvent<string>).data) as T;
      } catch {
        return;
      }
      callbacks.current.onMessage(payload);
    };
    const scheduleRetry = () => {
      setState('reconnecting');
      const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      retry = window.setTimeout(connect, delay);
    };
    async function connect() {
      const next = callbacks.current.openUrl;
      if (stopped || !next || streamsHeld()) return;
      attempt += 1;
      const mine = attempt;
      let url: string;
      try {
        url = await next();
      } catch {
        if (!stopped && mine === attempt) scheduleRetry();
        return;
      }
      if (stopped || mine !== attempt || streamsHeld()) return;
      const current = new EventSource(url);
      source = current;
      current.addEventListener(event, listener);
      current.onopen = () => {
        failures = 0;
        setState('open');
        if (opened) callbacks.current.onReopen?.();
        opened = true;
      };
      current.onerror = () => {
        current.close();
        if (!stopped && source === current) scheduleRetry();
      };
    }

    const unhold = onStreamHold(() => {
      if (stopped) return;
      window.clearTimeout(retry);
      attempt += 1;
      source?.removeEventListener(event, listener);
      source?.close();
      source = null;
      if (!streamsHeld()) void connect();
    });

    setState('connecting');
    void connect();
    return () => {
      stopped = true;
      unhold();
      window.clearTimeout(retry);
      source?.removeEventListener(event, listener);
      source?.close();
    };
  }, [enabled, key, event]);

  return state;
}
