import { describe, expect, it } from 'vitest';
import { emailMd5 } from '../../../platform/email-hash.ts';
import type { AudienceQuery } from '../../../platform/providers/lead-data-provider.ts';
import { countAudienceInGraph } from './audience-count.ts';
import { buildIdentityGraph, identityGraph } from './graph.ts';

const graph = identityGraph({ seed: 7, size: 4000 });
const national = (keywords: string[]): AudienceQuery => ({
  keywords,
  targetLocation: 'National Targeting',
  states: [],
  cities: [],
  zipCodes: [],
});
const searchersOf = (phrase: string) => graph.peopleByPhrase[graph.phrases.indexOf(phrase)] ?? [];

describe('built-in identity graph', () => {
  it('is the same population for the same seed, and another for another seed', () => {
    const again = buildIdentityGraph({ seed: 7, size: 50 });
    const other = buildIdentityGraph({ seed: 8, size: 50 });
    expect(again.people).toEqual(graph.people.slice(0, 50));
    expect(other.people[0]?.email).not.toBe(graph.people[0]?.email);
  });

  it('gives every person a real US place, a hashed e-mail and stable key', () => {
    for (const person of graph.people.slice(0, 200)) {
      expect(person.zip).toMatch(/^\d{5}$/);
      expect(person.state).toMatch(/^[A-Z]{2}$/);
      expect(person.emailMd5).toBe(emailMd5(person.email));
      expect(person.intents.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(graph.people.map((person) => person.key)).size).toBe(graph.people.length);
    expect(graph.people.some((person) => person.business)).toBe(true);
  });

  it('counts each searcher of a matching intent once, nationally', () => {
    const dentists = searchersOf('dentist');
    expect(dentists.length).toBeGreaterThan(0);
    expect(countAudienceInGraph(graph, national(['dentists near me']))).toEqual({
      countWithoutGeo: dentists.length,
      count: dentists.length,
    });
  });

  it('counts a person who matches two keywords once', () => {
    const union = new Set([...searchersOf('dentist'), ...searchersOf('plumber')]);
    const both = countAudienceInGraph(graph, national(['dentist', 'plumber', 'Dentist']));
    expect(both.countWithoutGeo).toBe(union.size);
  });

  it('a keyword matches every intent that holds all of its words', () => {
    const repairs = new Set(
      graph.phrases.flatMap((phrase, index) =>
        phrase.split(' ').includes('repair') ? (graph.peopleByPhrase[index] ?? []) : [],
      ),
    );
    expect(countAudienceInGraph(graph, national(['repair'])).countWithoutGeo).toBe(repairs.size);
    expect(countAudienceInGraph(graph, national(['roof repair'])).countWithoutGeo).toBe(
      searchersOf('roof repair').length,
    );
  });

  it('an unknown keyword finds nobody (No Result)', () => {
    expect(countAudienceInGraph(graph, national(['xyzzy quux']))).toEqual({ countWithoutGeo: 0, count: 0 });
  });

  it('narrows to states, to cities inside them, and to zips', () => {
    const dentists = searchersOf('dentist').map((index) => graph.people[index]);
    const first = dentists[0];
    if (!first) throw new Error('no dentist searchers');
    const inState = dentists.filter((person) => person?.state === first.state).length;
    const inCity = dentists.filter(
      (person) => person?.state === first.state && person.city === first.city,
    ).length;
    const inZip = dentists.filter((person) => person?.zip === first.zip).length;
    const query = national(['dentist']);
    expect(
      countAudienceInGraph(graph, { ...query, targetLocation: 'State', states: [first.state] }).count,
    ).toBe(inState);
    expect(
      countAudienceInGraph(graph, {
        ...query,
        targetLocation: 'State',
        states: [first.state.toLowerCase()],
        cities: [first.city.toUpperCase()],
      }).count,
    ).toBe(inCity);
    const byZip = countAudienceInGraph(graph, {
      ...query,
      targetLocation: 'Zip Code',
      zipCodes: [first.zip],
    });
    expect(byZip).toEqual({ countWithoutGeo: dentists.length, count: inZip });
    expect(inZip).toBeGreaterThan(0);
  });
});
