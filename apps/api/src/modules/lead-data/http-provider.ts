// A data partner over HTTP: JSON in and out, a bearer key, and a time limit. Anything but a clear
// answer (refused, slow, malformed) is LeadDataUnavailable, so the caller can offer a retry.
import { z } from 'zod';
import {
  type LeadDataProvider,
  LeadDataUnavailable,
  type ResolvedPerson,
} from '../../platform/providers/lead-data-provider.ts';

const countAnswer = z.object({
  count_without_geo: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
});

/** A person as the partner sends it (the same shape the built-in provider answers with). */
const personAnswer = z.object({
  key: z.string().min(1).max(200),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(320),
  emailMd5: z.string().regex(/^[0-9a-f]{32}$/),
  phone: z.string().max(50),
  address: z.string().max(500),
  city: z.string().max(200),
  state: z.string().max(50),
  zip: z.string().max(20),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  business: z
    .object({
      companyName: z.string(),
      jobTitle: z.string(),
      businessEmail: z.string(),
      industry: z.string(),
      companySize: z.string(),
    })
    .nullable(),
});
const resolveAnswer = z.object({ people: z.array(personAnswer.nullable()) });
const peopleAnswer = z.object({ people: z.array(personAnswer) });
const matchesAnswer = z.object({
  matches: z.array(z.object({ person: personAnswer, keyword: z.string().nullable() })),
});

function parsed<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new LeadDataUnavailable(`Lead-data partner sent ${what} in an unknown shape.`);
  return result.data;
}

export type HttpProviderOptions = { baseUrl: string; apiKey: string; timeoutMs: number };

async function postJson(options: HttpProviderOptions, path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, options.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new LeadDataUnavailable(`Lead-data partner unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new LeadDataUnavailable(`Lead-data partner answered ${response.status}.`);
  try {
    return await response.json();
  } catch {
    throw new LeadDataUnavailable('Lead-data partner answered with something other than JSON.');
  }
}

export function createHttpProvider(options: HttpProviderOptions): LeadDataProvider {
  return {
    name: 'http',
    async countAudience(query) {
      const answer = countAnswer.safeParse(
        await postJson(options, 'audience/count', {
          keywords: query.keywords,
          target_location: query.targetLocation,
          states: query.states,
          cities: query.cities,
          zip_codes: query.zipCodes,
        }),
      );
      if (!answer.success) throw new LeadDataUnavailable('Lead-data partner sent a count without numbers.');
      return { countWithoutGeo: answer.data.count_without_geo, count: answer.data.count };
    },
    async resolveVisits(signals) {
      const body = {
        visits: signals.map((signal) => ({
          ip: signal.ip,
          user_agent: signal.userAgent,
          email_md5: signal.emailMd5,
          visitor_id: signal.visitorId,
        })),
      };
      const { people } = parsed(resolveAnswer, await postJson(options, 'resolve', body), 'resolutions');
      if (people.length !== signals.length)
        throw new LeadDataUnavailable('Lead-data partner skipped visits.');
      return people;
    },
    async peopleByKey(keys) {
      const { people } = parsed(peopleAnswer, await postJson(options, 'people', { keys }), 'people');
      return new Map(people.map((person): [string, ResolvedPerson] => [person.key, person]));
    },
    async findMatches(query, window) {
      const body = { ...query, from: window.from.toISOString(), to: window.to.toISOString() };
      const { matches } = parsed(matchesAnswer, await postJson(options, 'audience/matches', body), 'matches');
      return matches;
    },
    async matchContacts(contacts) {
      const body = {
        contacts: contacts.map((contact) => ({
          email: contact.email,
          first_name: contact.firstName,
          last_name: contact.lastName,
          address: contact.address,
          city: contact.city,
          state: contact.state,
          zip: contact.zip,
        })),
      };
      const { people } = parsed(
        resolveAnswer,
        await postJson(options, 'contacts/match', body),
        'contact matches',
      );
      if (people.length !== contacts.length)
        throw new LeadDataUnavailable('Lead-data partner skipped contacts.');
      return people;
    },
  };
}
