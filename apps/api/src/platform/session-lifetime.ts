// How long a session lives: it ends when unused for the idle time or when it reaches its absolute
// lifetime, whichever comes first; a view-as session (platform staff acting as someone) much sooner.
import type { Config } from './config.ts';

export type SessionLifetime = {
  idleMs: number;
  maxMs: number;
  viewAsIdleMs: number;
  viewAsMaxMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** last_used_at is written at most this often per session, so reading a session stays a read. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

export function sessionLifetimeOf(
  config: Pick<
    Config,
    'SESSION_IDLE_DAYS' | 'SESSION_MAX_DAYS' | 'VIEW_AS_IDLE_MINUTES' | 'VIEW_AS_MAX_HOURS'
  >,
): SessionLifetime {
  return {
    idleMs: config.SESSION_IDLE_DAYS * DAY,
    maxMs: config.SESSION_MAX_DAYS * DAY,
    viewAsIdleMs: config.VIEW_AS_IDLE_MINUTES * MINUTE,
    viewAsMaxMs: config.VIEW_AS_MAX_HOURS * HOUR,
  };
}

export const DEFAULT_SESSION_LIFETIME = sessionLifetimeOf({
  SESSION_IDLE_DAYS: 14,
  SESSION_MAX_DAYS: 90,
  VIEW_AS_IDLE_MINUTES: 30,
  VIEW_AS_MAX_HOURS: 8,
});

export type SessionTimes = { createdAt: Date; lastUsedAt: Date; viewAs: boolean };

export function sessionAlive(session: SessionTimes, now: Date, lifetime: SessionLifetime): boolean {
  const idle = session.viewAs ? lifetime.viewAsIdleMs : lifetime.idleMs;
  const max = session.viewAs ? lifetime.viewAsMaxMs : lifetime.maxMs;
  const sinceUse = now.getTime() - session.lastUsedAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  return sinceUse < idle && age < max;
}

export const sessionNeedsTouch = (lastUsedAt: Date, now: Date) =>
  now.getTime() - lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
