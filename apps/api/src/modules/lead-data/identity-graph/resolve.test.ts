import { describe, expect, it } from 'vitest';
import { identityGraph } from './graph.ts';
import { matchesInGraph, SLOT_MS } from './matches.ts';
import { HOUSEHOLD_MATCH_PERCENT, isPrivateAddress, resolveInGraph } from './resolve.ts';

const graph = identityGraph({ seed: 7, size: 4000 });
const someone = graph.people[123];
if (!someone) throw new Error('no person');
const signal = { ip: null, userAgent: 'Mozilla/5.0', emailMd5: null, visitorId: null };

describe('resolution in the built-in graph', () => {
  it('a known hashed e-mail or IP is that person', () => {
    expect(resolveInGraph(graph, { ...signal, emailMd5: someone.emailMd5 })?.key).toBe(someone.key);
    expect(resolveInGraph(graph, { ...signal, ip: someone.ip })?.key).toBe(someone.key);
  });

  it('no IP and no e-mail: nobody', () => {
    expect(resolveInGraph(graph, signal)).toBeNull();
  });

  it('an unknown public browser is known about as often as the match rate says, always the same way', () => {
    const ips = Array.from(
      { length: 2000 },
      (_, index) => `198.51.${Math.floor(index / 250)}.${index % 250}`,
    );
    const resolved = ips.filter((ip) => resolveInGraph(graph, { ...signal, ip }) !== null).length;
    expect(resolved / ips.length).toBeGreaterThan(HOUSEHOLD_MATCH_PERCENT / 100 - 0.05);
    expect(resolved / ips.length).toBeLessThan(HOUSEHOLD_MATCH_PERCENT / 100 + 0.05);
    const again = resolveInGraph(graph, { ...signal, ip: '198.51.0.1' })?.key;
    expect(resolveInGraph(graph, { ...signal, ip: '198.51.0.1' })?.key).toBe(again);
  });

  it('a demo-network browser always resolves, by its visitor id', () => {
    const first = resolveInGraph(graph, { ...signal, ip: '127.0.0.1', visitorId: 'a' });
    expect(first).not.toBeNull();
    expect(resolveInGraph(graph, { ...signal, ip: '10.1.2.3', visitorId: 'a' })?.key).toBe(first?.key);
  });

  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['10.0.0.5', true],
    ['172.20.1.1', true],
    ['192.168.1.1', true],
    ['172.32.0.1', false],
    ['203.0.113.9', false],
  ])('%s is private: %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });
});

describe('feed matches', () => {
  const query = {
    campaignKey: '41000001',
    kind: 'keywords' as const,
    keywords: ['dentist'],
    target: { targetLocation: 'National Targeting' as const, states: [], cities: [], zipCodes: [] },
    industries: [],
    jobTitles: [],
    companySizes: [],
  };
  const day = { from: new Date('2026-06-15T00:00:00Z'), to: new Date('2026-06-16T00:00:00Z') };

  it('are the same for the same slot and differ between campaigns', () => {
    const once = matchesInGraph(graph, query, day).map((match) => match.person.key);
    expect(once.length).toBeGreaterThan(0);
    expect(matchesInGraph(graph, query, day).map((match) => match.person.key)).toEqual(once);
    const other = matchesInGraph(graph, { ...query, campaignKey: '41000002' }, day).map(
      (match) => match.person.key,
    );
    expect(other).not.toEqual(once);
  });

  it('only people searching the keyword, with the keyword they searched', () => {
    const dentistSearchers = new Set(
      (graph.peopleByPhrase[graph.phrases.indexOf('dentist')] ?? []).map((index) => graph.people[index]?.key),
    );
    for (const match of matchesInGraph(graph, query, day)) {
      expect(dentistSearchers.has(match.person.key)).toBe(true);
      expect(match.keyword).toBe('dentist');
    }
  });

  it('business contacts by size', () => {
    const found = matchesInGraph(graph, { ...query, kind: 'business', companySizes: ['11-50'] }, day);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((match) => match.person.business?.companySize === '11-50')).toBe(true);
  });

  it('one slot is a five-minute window', () => {
    expect(SLOT_MS).toBe(300_000);
  });
});
