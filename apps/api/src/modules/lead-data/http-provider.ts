// A data partner over HTTP: JSON in and out, a bearer key, and a time limit. Anything but a clear
// answer (refused, slow, malformed) is LeadDataUnavailable, so the caller can offer a retry.
import { z } from 'zod';
import { type LeadDataProvider, LeadDataUnavailable } from './provider.ts';

const countAnswer = z.object({
  count_without_geo: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
});

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
  };
}
