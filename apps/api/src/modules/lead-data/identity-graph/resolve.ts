// Resolution in the built-in graph: a hashed e-mail or an IP the graph knows is that person; any
// other browser is, like in real identity data, known with a fixed likelihood — decided by a hash of
// its IP and user agent, so the same browser always resolves to the same person. Visits from
// loopback and private networks (a demo on one machine) always resolve, by their visitor id, so
// every new browser on the demo site becomes someone.
import { createHash } from 'node:crypto';
import type { ResolvedPerson, VisitSignal } from '../../../platform/providers/lead-data-provider.ts';
import type { GraphPerson, IdentityGraph } from './graph.ts';

/** Share of unknown browsers the graph still resolves (a household match), in percent. */
export const HOUSEHOLD_MATCH_PERCENT = 60;

export const stableHash = (text: string): number => createHash('md5').update(text).digest().readUInt32BE(0);

const PRIVATE_RANGES = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1$/,
  /^f[cd]/i,
  /^::ffff:127\./,
];

export const isPrivateAddress = (ip: string): boolean => PRIVATE_RANGES.some((range) => range.test(ip));

export function publicPerson(person: GraphPerson): ResolvedPerson {
  const { ip: _ip, userAgent: _userAgent, intents: _intents, ...shown } = person;
  return shown;
}

export function resolveInGraph(graph: IdentityGraph, signal: VisitSignal): GraphPerson | null {
  const exact =
    (signal.emailMd5 ? graph.byEmailMd5.get(signal.emailMd5) : undefined) ??
    (signal.ip ? graph.byIp.get(signal.ip) : undefined);
  if (exact !== undefined) return graph.people[exact] ?? null;
  if (!signal.ip) return null;
  if (isPrivateAddress(signal.ip)) {
    const hash = stableHash(`${signal.visitorId ?? ''}|${signal.userAgent ?? ''}`);
    return graph.people[hash % graph.people.length] ?? null;
  }
  const hash = stableHash(`${signal.ip}|${signal.userAgent ?? ''}`);
  if (hash % 100 >= HOUSEHOLD_MATCH_PERCENT) return null;
  return graph.people[Math.floor(hash / 100) % graph.people.length] ?? null;
}
