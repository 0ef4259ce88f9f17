// The built-in identity graph (ARCHITECTURE "lead data"): a generated population of people with
// names, e-mails, phones, real US addresses, IPs, browsers, search intents, consumer attributes and
// (for some) the business they work for. Faker with a fixed seed makes it the same on every
// machine, so a count or a resolved visit is reproducible.
import { createHash } from 'node:crypto';
import { base, en, en_US, Faker } from '@faker-js/faker';
import { SEARCH_INTENTS } from './intent-phrases.ts';
import { contentTokens } from './tokens.ts';
import { usZipPlaces } from './us-zips.ts';

export type GraphBusiness = {
  companyName: string;
  jobTitle: string;
  businessEmail: string;
  industry: string;
};

export type GraphPerson = {
  /** Stable identity key: the same person keeps it across builds of the same seed. */
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  /** MD5 of the lower-cased e-mail, as suppression lists and hashed-e-mail matches compare it. */
  emailMd5: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  ip: string;
  userAgent: string;
  /** Indexes into the graph's intent phrases. */
  intents: number[];
  /** Enhance ID's extra consumer attributes. */
  attributes: {
    ageRange: string;
    gender: string;
    householdIncome: string;
    homeowner: boolean;
    maritalStatus: string;
  };
  business: GraphBusiness | null;
};

export type IdentityGraph = {
  people: GraphPerson[];
  phrases: string[];
  /** Content tokens of each phrase, for keyword matching. */
  phraseTokens: Set<string>[];
  /** For each phrase, the people who search for it. */
  peopleByPhrase: number[][];
};

const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
const INCOMES = ['<$50k', '$50k-$75k', '$75k-$100k', '$100k-$150k', '$150k+'];
const MARITAL = ['single', 'married', 'divorced', 'widowed'];

export const emailMd5 = (email: string): string =>
  createHash('md5').update(email.trim().toLowerCase()).digest('hex');

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
    key: `p${String(index).padStart(7, '0')}`,
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
      ageRange: faker.helpers.arrayElement(AGE_RANGES),
      gender: faker.helpers.arrayElement(['female', 'male']),
      householdIncome: faker.helpers.arrayElement(INCOMES),
      homeowner: faker.datatype.boolean(),
      maritalStatus: faker.helpers.arrayElement(MARITAL),
    },
    business: faker.datatype.boolean({ probability: 0.35 }) ? makeBusiness(faker, firstName, lastName) : null,
  };
}

export function buildIdentityGraph(options: { seed: number; size: number }): IdentityGraph {
  const faker = new Faker({ locale: [en_US, en, base], seed: options.seed });
  const phrases = intentPhrases(faker);
  const people: GraphPerson[] = [];
  const peopleByPhrase: number[][] = phrases.map(() => []);
  for (let index = 0; index < options.size; index++) {
    const person = makePerson(faker, index, phrases.length);
    people.push(person);
    for (const phrase of person.intents) peopleByPhrase[phrase]?.push(index);
  }
  return {
    people,
    phrases,
    phraseTokens: phrases.map((phrase) => new Set(contentTokens(phrase))),
    peopleByPhrase,
  };
}

const graphs = new Map<string, IdentityGraph>();

/** The graph of a seed and size, built once per process on first use (about a second for 20,000). */
export function identityGraph(options: { seed: number; size: number }): IdentityGraph {
  const id = `${options.seed}:${options.size}`;
  let graph = graphs.get(id);
  if (!graph) {
    graph = buildIdentityGraph(options);
    graphs.set(id, graph);
  }
  return graph;
}
