import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdentityGraph } from './graph.ts';
import { CHECKED_PEOPLE, peopleFileOf, peopleFromFile } from './people-file.ts';

const SEED = 11;
const SIZE = 300;
let folder = '';
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-graph-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const file = () => peopleFileOf(folder, SEED, SIZE);
const stored = () => v8.deserialize(fs.readFileSync(file())) as { people: { key: string; email: string }[] };
/** A stand-in generator that counts the people it is asked for. */
const counting = () => {
  const asked: number[] = [];
  const make = (count: number) => {
    asked.push(count);
    return Array.from({ length: count }, (_, index) => ({
      key: `p${index}`,
      email: `person${index}@demo.test`,
    }));
  };
  return { asked, make };
};

describe('the identity graph kept between starts', () => {
  it('is the graph a start without the file builds, read back from the file on the next start', () => {
    const made = buildIdentityGraph({ seed: SEED, size: SIZE, folder });
    expect(fs.existsSync(file())).toBe(true);
    const read = buildIdentityGraph({ seed: SEED, size: SIZE, folder });
    const fresh = buildIdentityGraph({ seed: SEED, size: SIZE });
    expect(read.people).toEqual(fresh.people);
    expect(made.people).toEqual(fresh.people);
    expect(read.byIp).toEqual(fresh.byIp);
    expect(read.byEmailMd5).toEqual(fresh.byEmailMd5);
    expect(read.peopleByPhrase).toEqual(fresh.peopleByPhrase);
    expect(read.phrases).toEqual(fresh.phrases);
  });

  it('makes only the hundred people it checks when the file holds the same people', () => {
    peopleFromFile({ folder, seed: SEED, size: SIZE }, counting().make);
    const second = counting();
    const people = peopleFromFile({ folder, seed: SEED, size: SIZE }, second.make);
    expect(second.asked).toEqual([CHECKED_PEOPLE]);
    expect(people).toHaveLength(SIZE);
  });

  it('makes the people again when the generator now makes others (a stale file is never served)', () => {
    peopleFromFile({ folder, seed: SEED, size: SIZE }, counting().make);
    const changed = (count: number) =>
      counting()
        .make(count)
        .map((person) => ({ ...person, email: person.email.replace('demo.test', 'example.test') }));
    const people = peopleFromFile({ folder, seed: SEED, size: SIZE }, changed);
    expect(people[0]?.email).toBe('person0@example.test');
    expect(stored().people[SIZE - 1]?.email).toBe(`person${SIZE - 1}@example.test`);
  });

  it('makes the people again from a file cut short or of another size', () => {
    peopleFromFile({ folder, seed: SEED, size: SIZE }, counting().make);
    fs.truncateSync(file(), Math.floor(fs.statSync(file()).size / 2));
    const afterCut = counting();
    expect(peopleFromFile({ folder, seed: SEED, size: SIZE }, afterCut.make)).toHaveLength(SIZE);
    expect(afterCut.asked).toContain(SIZE);
    // A file of the right name and checked people, with fewer people than its size says.
    const fewer = stored().people.slice(0, CHECKED_PEOPLE + 50);
    fs.writeFileSync(file(), v8.serialize({ layout: 1, seed: SEED, size: SIZE, people: fewer }));
    const afterShort = counting();
    expect(peopleFromFile({ folder, seed: SEED, size: SIZE }, afterShort.make)).toHaveLength(SIZE);
    expect(afterShort.asked).toContain(SIZE);
  });

  it('still answers the people when the file cannot be written', () => {
    const blocked = path.join(folder, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the folder would be');
    const people = peopleFromFile({ folder: blocked, seed: SEED, size: SIZE }, counting().make);
    expect(people).toHaveLength(SIZE);
    expect(fs.readdirSync(folder)).toEqual(['not-a-folder']);
  });
});
