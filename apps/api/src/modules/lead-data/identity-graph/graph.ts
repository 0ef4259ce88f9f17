// The built-in identity graph (ARCHITECTURE "lead data"): a generated population of people with
// names, e-mails, phones, real US addresses, IPs, browsers, search intents, consumer attributes and
// (for some) the business they work for. Faker with a fixed seed makes it the same on every
// machine, so a count or a resolved visit is reproducible.
import { base, en, en_US, Faker } from '@faker-js/faker';
import { B2B_COMPANY_SIZES, type EnhanceAttribute } from '@lead/shared';
import { emailMd5 } from '../../../platform/email-hash.ts';
import type { PersonContact, ResolvedPerson } from '../../../platform/providers/lead-data-provider.ts';
import { SEARCH_INTENTS } from './intent-phrases.ts';
import { peopleFromFile } from './people-file.ts';
import { contentTokens } from './tokens.ts';
import { usZipPlaces } from './us-zips.ts';

/** A person's business contact (B2B ID), as the provider interface shapes it. */
export type GraphBusiness = NonNullable<ResolvedPerson['business']>;

/** Enhance ID's consumer attributes, named as the campaign's attribute choices (ENHANCE_ATTRIBUTES). */
export type GraphAttributes = Record<EnhanceAttribute, string | boolean | number>;

/** A person of the graph: the same key across builds of the same seed. */
export type GraphPerson = PersonContact & {
  ip: string;
  userAgent: string;
  /** Indexes into the graph's intent phrases. */
  intents: number[];
  attributes: GraphAttributes;
  business: GraphBusiness | null;
};

export type IdentityGraph = {
  people: GraphPerson[];
  phrases: string[];
  /** Content tokens of each phrase, for keyword matching. */
  phraseTokens: Set<string>[];
  /** For each phrase, the people who search for it. */
  peopleByPhrase: number[][];
  /** Exact matches for resolution: a person's IP and hashed e-mail. */
  byIp: Map<string, number>;
  byEmailMd5: Map<string, number>;
};

const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
const INCOMES = ['<$50k', '$50k-$75k', '$75k-$100k', '$100k-$150k', '$150k+'];
const NET_WORTHS = ['<$50k', '$50k-$250k', '$250k-$500k', '$500k-$1M', '$1M+'];
const MARITAL = ['single', 'married', 'divorced', 'widowed'];
const EDUCATION = ['high school', 'some college', 'bachelor', 'graduate'];

/** A person's key is their place in the graph: p0000042 is the 43rd person. */
export const personKeyOf = (index: number) => `p${String(index).padStart(7, '0')}`;
export function indexOfPersonKey(key: string): number | null {
  return /^p\d{7}$/.test(key) ? Number(key.slice(1)) : null;
}

function intentPhrases(faker: Faker): string[] {
  const departments = faker.rawDefinitions.commerce?.department ?? [];
  return [...new Set([...SEARCH_INTENTS, ...departments.map((name) => name.toLowerCase())])];
}

function makeBusiness(faker: Faker, firstName: string, lastName: string): GraphBusiness {
  const companyName = faker.company.name();
  const domain = `${companyName.toLowerCase().replace(/[^a-z0-9]+/g, '')}.com`;
  return {
    companyName,
    jobTitle: faker.person.jobTitle(),
    businessEmail: faker.internet.email({ firstName, lastName, provider: domain }).toLowerCase(),
    industry: faker.commerce.department(),
    companySize: faker.helpers.arrayElement(B2B_COMPANY_SIZES),
  };
}

function makePerson(faker: Faker, index: number, phraseCount: number): GraphPerson {
  const places = usZipPlaces();
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const place = faker.helpers.arrayElement(places);
  const email = faker.internet.email({ firstName, lastName }).toLowerCase();
  const intentCount = faker.number.int({ min: 2, max: 6 });
  const intents = faker.helpers.uniqueArray(
    () => faker.number.int({ min: 0, max: phraseCount - 1 }),
    intentCount,
  );
  return {
    key: personKeyOf(index),
    firstName,
    lastName,
    email,
    emailMd5: emailMd5(email),
    phone: faker.phone.number({ style: 'national' }),
    address: faker.location.streetAddress(),
    city: place.city,
    state: place.state,
    zip: place.zip,
    ip: faker.internet.ipv4(),
    userAgent: faker.internet.userAgent(),
    intents,
    attributes: {
      age: faker.helpers.arrayElement(AGE_RANGES),
      gender: faker.helpers.arrayElement(['female', 'male']),
      income: faker.helpers.arrayElement(INCOMES),
      net_worth: faker.helpers.arrayElement(NET_WORTHS),
      home_owner: faker.datatype.boolean(),
      marital_status: faker.helpers.arrayElement(MARITAL),
      children: faker.number.int({ min: 0, max: 4 }),
      education: faker.helpers.arrayElement(EDUCATION),
      occupation: faker.person.jobType(),
    },
    business: faker.datatype.boolean({ probability: 0.35 }) ? makeBusiness(faker, firstName, lastName) : null,
  };
}

const fakerOf = (seed: number) => new Faker({ locale: [en_US, en, base], seed });

/** The first `count` people of a seed: the same ones whatever the count, made one after another. */
function makePeople(seed: number, count: number, phraseCount: number): GraphPerson[] {
  const faker = fakerOf(seed);
  return Array.from({ length: count }, (_, index) => makePerson(faker, index, phraseCount));
}

function graphOf(phrases: string[], people: GraphPerson[]): IdentityGraph {
  const peopleByPhrase: number[][] = phrases.map(() => []);
  const byIp = new Map<string, number>();
  const byEmailMd5 = new Map<string, number>();
  people.forEach((person, index) => {
    for (const phrase of person.intents) peopleByPhrase[phrase]?.push(index);
    if (!byIp.has(person.ip)) byIp.set(person.ip, index);
    if (!byEmailMd5.has(person.emailMd5)) byEmailMd5.set(person.emailMd5, index);
  });
  return {
    byIp,
    byEmailMd5,
    people,
    phrases,
    phraseTokens: phrases.map((phrase) => new Set(contentTokens(phrase))),
    peopleByPhrase,
  };
}

export type GraphOptions = {
  seed: number;
  size: number;
  /** Where the people are kept between starts (people-file.ts); none: made at every start. */
  folder?: string;
};

export function buildIdentityGraph({ seed, size, folder }: GraphOptions): IdentityGraph {
  // The phrases draw nothing from the seed's random sequence: the people start it.
  const phrases = intentPhrases(fakerOf(seed));
  const make = (count: number) => makePeople(seed, count, phrases.length);
  const people = folder ? peopleFromFile({ folder, seed, size }, make) : make(size);
  return graphOf(phrases, people);
}

const graphs = new Map<string, IdentityGraph>();

/**
 * The graph of a seed and size, once per process on first use: about 3 s of CPU to make 50,000
 * people, a quarter of a second to read them from their file.
 */
export function identityGraph(options: GraphOptions): IdentityGraph {
  const id = `${options.seed}:${options.size}`;
  let graph = graphs.get(id);
  if (!graph) {
    graph = buildIdentityGraph(options);
    graphs.set(id, graph);
  }
  return graph;
}
