// The identity graph's people kept in a file between starts (in DATA_DIR): making 50,000 with faker
// costs every lead-resolving process 2.5–3 s of CPU before it is ready, reading them back about a
// quarter of a second. A file is used only when the people the generator makes today begin as the
// file's do: a change to the generator, its word lists or faker shows in the first hundred, so a
// stale file is made again, never served.
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import v8 from 'node:v8';

/** Changes when the file's layout does: a file of another layout is made again. */
const LAYOUT = 1;
/** How many people are made afresh at every start to check the file against today's generator. */
export const CHECKED_PEOPLE = 100;

type PeopleFile<Person> = { layout: number; seed: number; size: number; people: Person[] };

export const peopleFileOf = (folder: string, seed: number, size: number) =>
  path.join(folder, `identity-graph-${seed}-${size}.v8`);

function read<Person>(file: string): PeopleFile<Person> | null {
  try {
    return v8.deserialize(fs.readFileSync(file)) as PeopleFile<Person>;
  } catch {
    // No file yet, or one cut short (a disk that filled up): made again.
    return null;
  }
}

/** Written whole under another name, then renamed: a process starting at the same time never reads half. */
function write<Person>(file: string, content: PeopleFile<Person>): void {
  const partial = `${file}.${process.pid}.part`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(partial, v8.serialize(content));
    fs.renameSync(partial, file);
  } catch {
    // A read-only or full disk: the next start makes the people again, as before the file existed.
    fs.rm(partial, { force: true }, () => {});
  }
}

/**
 * The first `size` people that `make(count)` makes for `seed`, from the file in `folder` when it
 * holds exactly those, else made now and written there. `make(count)` must answer the first `count`
 * people of the same sequence whatever the count (the graph's people are made one after another).
 */
export function peopleFromFile<Person>(
  { folder, seed, size }: { folder: string; seed: number; size: number },
  make: (count: number) => Person[],
): Person[] {
  const file = peopleFileOf(folder, seed, size);
  const stored = read<Person>(file);
  if (
    stored?.layout === LAYOUT &&
    stored.seed === seed &&
    stored.size === size &&
    Array.isArray(stored.people) &&
    stored.people.length === size &&
    isDeepStrictEqual(stored.people.slice(0, CHECKED_PEOPLE), make(Math.min(CHECKED_PEOPLE, size)))
  )
    return stored.people;
  const people = make(size);
  write(file, { layout: LAYOUT, seed, size, people });
  return people;
}
