// Kartra's inbound API: one endpoint (POST https://app.kartra.com/api), form-encoded, with the
// app_id of the user's Kartra app and their api_key and api_password in the body of every call. Kartra
// answers HTTP 200 for errors too; the body's `status` ("Success" / "Error") and numeric `type`
// are what count, and each chained action carries its own status.
import { z } from 'zod';
import {
  type Credentials,
  InvalidCredentialsError,
  type ProviderEndpoint,
  ProviderError,
} from '../../connector.ts';
import { expectShape, providerRequest, requiredCredential } from '../provider-http.ts';

export const PROVIDER = 'Kartra';

/**
 * Error types that only the account holder can fix: API key or password (202, 203, 204, 233), the
 * app (238–240 empty, unknown or inactive App ID; 242 a caller IP the app does not allow; 262 a
 * command the app is not approved for).
 */
const CREDENTIAL_ERRORS = new Set(['202', '203', '204', '233', '238', '239', '240', '242', '262']);

const answerShape = z
  .object({
    status: z.string(),
    message: z.string().optional(),
    type: z.union([z.string(), z.number()]).optional(),
    actions: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .passthrough();
export type KartraAnswer = z.infer<typeof answerShape>;

export type KartraCall = {
  lead?: Record<string, string | null | undefined>;
  getLead?: { email: string };
  actions?: Record<string, string>[];
};

export function credentialsOf(credentials: Credentials) {
  return {
    appId: requiredCredential(PROVIDER, credentials, 'app_id', 'the App ID of your Kartra app'),
    apiKey: requiredCredential(PROVIDER, credentials, 'api_key', 'an API key'),
    apiPassword: requiredCredential(PROVIDER, credentials, 'api_password', 'an API password'),
  };
}

/** PHP-style bracketed form fields, as Kartra reads them: lead[email], actions[0][cmd]. */
export function formOf(credentials: Credentials, call: KartraCall): URLSearchParams {
  const { appId, apiKey, apiPassword } = credentialsOf(credentials);
  const form = new URLSearchParams({ app_id: appId, api_key: apiKey, api_password: apiPassword });
  for (const [field, value] of Object.entries(call.lead ?? {}))
    if (value !== null && value !== undefined && value !== '') form.append(`lead[${field}]`, value);
  if (call.getLead) form.append('get_lead[email]', call.getLead.email);
  call.actions?.forEach((action, index) => {
    for (const [field, value] of Object.entries(action)) form.append(`actions[${index}][${field}]`, value);
  });
  return form;
}

const isError = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  String((value as { status?: unknown }).status).toLowerCase() === 'error';

/** The first failed chained action, as { cmd, message, type }. */
function failedAction(answer: KartraAnswer) {
  for (const entry of answer.actions ?? [])
    for (const [cmd, result] of Object.entries(entry))
      if (isError(result)) {
        const { message, type } = result as { message?: unknown; type?: unknown };
        return { cmd, message: String(message ?? 'failed'), type: String(type ?? '') };
      }
  return undefined;
}

/**
 * One call. Credential errors become InvalidCredentialsError; `tolerated` error types (244 "Lead
 * already exists", 234 "No lead found") come back to the caller; any other error is permanent
 * (Kartra said no to this request, and the same request will get the same answer).
 */
export async function kartraCall(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  call: KartraCall,
  tolerated: readonly string[] = [],
): Promise<KartraAnswer> {
  const answer = expectShape(
    PROVIDER,
    answerShape,
    await providerRequest(PROVIDER, endpoint, {
      method: 'POST',
      path: '',
      form: formOf(credentials, call),
    }),
  );
  if (answer.status.toLowerCase() === 'error') {
    const type = String(answer.type ?? '');
    const message = answer.message ?? 'Error';
    if (CREDENTIAL_ERRORS.has(type)) throw new InvalidCredentialsError(`${PROVIDER}: ${message}`);
    if (tolerated.includes(type)) return answer;
    throw new ProviderError(`${PROVIDER}: ${message} (${type}).`, 200, undefined, true);
  }
  const failed = failedAction(answer);
  if (failed && !tolerated.includes(failed.type))
    throw new ProviderError(
      `${PROVIDER} ${failed.cmd}: ${failed.message} (${failed.type}).`,
      200,
      undefined,
      true,
    );
  return answer;
}

export const errorType = (answer: KartraAnswer) => {
  if (answer.status.toLowerCase() === 'error') return String(answer.type ?? '');
  const failed = failedAction(answer);
  return failed?.type;
};
