// The words each agency is found by (migrations agency_search_words, agency_search_vocabulary): the
// tree list's search over agencies reads them for a search without a separator, through the
// platform's vocabulary or the words themselves, and must find exactly the agencies the search over
// every company and owner finds; the database keeps them as companies and owners change.
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema/index.ts';
import { createCompany } from '../../src/modules/companies/create-company.ts';
import { agencyWordsMatch, companySearch, treeSearch } from '../../src/modules/companies/tenant-list.ts';
import { containsPattern } from '../../src/platform/like-pattern.ts';
import { companyOf } from '../demo-lookup.ts';
import { createSecondPlatform } from '../second-platform.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let root: { id: number; path: string };
let agency: { id: number; path: string };
beforeAll(async () => {
  test = await createTestApp();
  root = await companyOf(test.ctx.db, 'root@demo.test');
  agency = await createCompany(test.ctx.db, root, { kind: 'agency', companyName: 'Ünïcode Wörks Agency' });
  await test.ctx.db.insert(users).values({
    companyId: agency.id,
    userType: 'userdownline',
    name: 'Zoë MacAllister',
    email: 'Zoe.Mac+Owner@Works-Agency.test',
    passwordHash: 'never signs in',
  });
  const client = await createCompany(test.ctx.db, agency, {
    kind: 'client',
    companyName: 'Harbor_Dental 100%',
  });
  await test.ctx.db.insert(users).values({
    companyId: client.id,
    userType: 'client',
    name: 'Priya Goldsmith',
    email: 'priya.goldsmith@harbor-dental.test',
    passwordHash: 'never signs in',
  });
  // A staff member is no owner: the search does not read administrators.
  await test.ctx.db.insert(users).values({
    companyId: agency.id,
    userType: 'user',
    name: 'Quentin Staffer',
    email: 'quentin@works-agency.test',
    passwordHash: 'never signs in',
  });
});
afterAll(() => test.close());

async function agenciesFound(condition: SQL): Promise<number[]> {
  const { rows } = await test.ctx.db.execute<{ id: number }>(
    sql`select c.id from companies c where c.kind = 'agency' and ${condition} order by c.id`,
  );
  return rows.map((row) => row.id);
}

const wordsMatch = (search: string) => agencyWordsMatch(test.ctx.db, root.id, search);
const byWords = async (search: string) =>
  agenciesFound(companySearch(search, true, await wordsMatch(search)));
/** Whether the search was looked up in the vocabulary (an array of its words) or read in the words. */
const wayOf = async (search: string) => {
  const match = await wordsMatch(search);
  return (
    match && (new PgDialect().sqlToQuery(match).sql.includes('agencies_with_words') ? 'vocabulary' : 'words')
  );
};
const byStrings = (search: string) => agenciesFound(treeSearch(containsPattern(search)));

describe('agency search words', () => {
  // Searches without a separator read the words; each must find what the string search finds.
  it.each([
    ['smith', 'inside a word, the broad search of issue 24'],
    ['SMITH', 'case does not matter, as with ILIKE'],
    ['zoë', 'a letter outside ASCII'],
    ['ZOË', 'its capital'],
    ['wörks', 'inside a company name'],
    ['mac+owner', 'a plus inside an e-mail'],
    ['works-agency', 'a hyphen inside a domain'],
    ['_dental', 'an underscore is a character, not a wildcard'],
    ['100%', 'a percent sign is a character, not a wildcard'],
    ['demo', 'the demo agencies'],
    ['a', 'one letter: nearly every agency'],
    ['quentin', 'a staff member is not searched'],
    ['nobody-has-this', 'nothing'],
  ])('%s (%s)', async (search) => {
    expect(await byWords(search)).toEqual(await byStrings(search));
  });

  it('finds the new agency by an owner, a client and a client’s owner', async () => {
    for (const search of ['goldsmith', 'macallister', 'harbor_dental', 'ünïcode'])
      expect(await byWords(search)).toContain(agency.id);
    expect(await byWords('quentin')).not.toContain(agency.id);
  });

  // Searches with a separator span words: they read the strings, and still find the agency.
  it.each([
    ['priya goldsmith', 'a space'],
    ['goldsmith@harbor', 'an at sign'],
    ['harbor-dental.test', 'a dot'],
  ])('%s (%s) is found through the strings', async (search) => {
    expect(await wordsMatch(search)).toBeNull();
    expect(await byWords(search)).toEqual(await byStrings(search));
    expect(await byWords(search)).toContain(agency.id);
  });

  it('follows a client renamed, an owner’s e-mail changed, a client removed and a new client', async () => {
    const db = test.ctx.db;
    const client = await createCompany(db, agency, { kind: 'client', companyName: 'Quokka Bakery' });
    await db.insert(users).values({
      companyId: client.id,
      userType: 'client',
      name: 'Wilhelmina Oduya',
      email: 'w.oduya@quokka.test',
      passwordHash: 'never signs in',
    });
    expect(await byWords('quokka')).toEqual([agency.id]);
    expect(await byWords('oduya')).toEqual([agency.id]);

    await db.update(companies).set({ companyName: 'Wombat Bakery' }).where(eq(companies.id, client.id));
    expect(await byWords('quokka')).toEqual([agency.id]); // still the owner's e-mail domain
    await db.update(users).set({ email: 'w.oduya@wombat.test' }).where(eq(users.companyId, client.id));
    expect(await byWords('quokka')).toEqual([]);
    expect(await byWords('wombat')).toEqual([agency.id]);

    await db.update(users).set({ removedAt: new Date() }).where(eq(users.companyId, client.id));
    await db.update(companies).set({ removedAt: new Date() }).where(eq(companies.id, client.id));
    expect(await byWords('wombat')).toEqual([]);
    expect(await byWords('oduya')).toEqual([]);

    await db.delete(users).where(eq(users.companyId, client.id));
    await db.delete(companies).where(eq(companies.id, client.id));
    expect(await byWords('wombat')).toEqual(await byStrings('wombat'));
  });

  it('an agency renamed is found by its new name only, and a deleted agency has no words left', async () => {
    const db = test.ctx.db;
    const other = await createCompany(db, root, { kind: 'agency', companyName: 'Platypus Partners' });
    expect(await byWords('platypus')).toEqual([other.id]);
    await db.update(companies).set({ companyName: 'Echidna Partners' }).where(eq(companies.id, other.id));
    expect(await byWords('platypus')).toEqual([]);
    expect(await byWords('echidna')).toEqual([other.id]);
    await db.delete(companies).where(eq(companies.id, other.id));
    const { rows } = await db.execute(sql`select 1 from agency_search_words where agency_id = ${other.id}`);
    expect(rows).toEqual([]);
  });

  it.each([
    ['smith', 'vocabulary'],
    ['100%', 'vocabulary'],
    ['_dental', 'vocabulary'],
    ['zoë', 'vocabulary'],
    ['a', 'words'],
    ['zo', 'words'],
    ['+-+', 'words'],
  ])('%s is looked up in the %s', async (search, way) => {
    expect(await wayOf(search)).toBe(way);
  });

  it('a search found in more than 1,000 vocabulary words reads the words, and finds the same agencies', async () => {
    const db = test.ctx.db;
    const found = await createCompany(db, root, { kind: 'agency', companyName: 'Qxv0500 Labs' });
    // Words no agency holds any more stay in the vocabulary: 1,500 of them share 'qxv'.
    await db.execute(sql`insert into agency_search_vocabulary (root_id, word)
      select ${root.id}, 'qxv' || lpad(n::text, 4, '0') || 'old' from generate_series(1, 1500) n`);
    expect(await wayOf('qxv')).toBe('words');
    expect(await byWords('qxv')).toEqual([found.id]);
    expect(await wayOf('qxv0500')).toBe('vocabulary');
    expect(await byWords('qxv0500')).toEqual([found.id]);
  });

  it('keeps each new word in its own platform’s vocabulary, and the agency’s own columns on its words row', async () => {
    const db = test.ctx.db;
    const other = await createSecondPlatform(test);
    const vocabulary = async (rootId: number, word: string) => {
      const { rows } = await db.execute(
        sql`select 1 from agency_search_vocabulary where root_id = ${rootId} and word = ${word}`,
      );
      return rows.length;
    };
    expect(await vocabulary(root.id, 'goldsmith')).toBe(1);
    expect(await vocabulary(other.rootId, 'goldsmith')).toBe(0);
    // The second platform's agency and client are 'Gamma …'.
    expect(await vocabulary(other.rootId, 'gamma')).toBe(1);
    expect(await vocabulary(root.id, 'gamma')).toBe(0);

    await db
      .update(companies)
      .set({ companyName: 'Renamed Wörks Agency' })
      .where(eq(companies.id, agency.id));
    expect(await vocabulary(root.id, 'renamed')).toBe(1);
    const { rows } = await db.execute<{ stray: number }>(sql`
      select count(*)::int as stray from agency_search_words w join companies c on c.id = w.agency_id
      where (w.parent_id, w.path, w.created_at, w.company_name)
        is distinct from (c.parent_id, c.path, c.created_at, c.company_name)`);
    expect(rows[0]?.stray).toBe(0);
    const [copy] = await db
      .execute<{ company_name: string }>(
        sql`select company_name from agency_search_words where agency_id = ${agency.id}`,
      )
      .then((result) => result.rows);
    expect(copy?.company_name).toBe('Renamed Wörks Agency');
  });
});
