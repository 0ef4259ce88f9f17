// The few REST calls delivery makes, each answer checked against the shape Salesforce documents:
// a SOQL query (GET /query?q=), creating a record (201 {id, success, errors}), updating one
// (PATCH, 204) and deleting one (DELETE, 204). An answer of another shape is a retryable
// ProviderError, never a success.
import type { Connection } from 'jsforce';
import { z } from 'zod';
import { ProviderError } from '../../connector.ts';
import { PROVIDER } from './client.ts';

const queryAnswer = z.object({
  records: z.array(z.object({ Id: z.string() }).passthrough()),
});
const saveAnswer = z.object({ id: z.string(), success: z.literal(true) });

function shaped<T>(schema: z.ZodType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new ProviderError(`${PROVIDER} answered in an unexpected shape.`, 200);
  return result.data;
}

/** The records a SOQL query finds (its first batch: the queries here ask for a few at most). */
export async function queryRecords(
  connection: Connection,
  soql: string,
): Promise<Array<{ Id: string } & Record<string, unknown>>> {
  const answer = await connection.request({ method: 'GET', url: `/query?q=${encodeURIComponent(soql)}` });
  return shaped(queryAnswer, answer).records;
}

/** Creates a record of `sobject`; its new id. */
export async function createRecord(
  connection: Connection,
  sobject: string,
  fields: Record<string, unknown>,
): Promise<string> {
  return shaped(saveAnswer, await connection.sobject(sobject).create(fields)).id;
}

export async function updateRecord(
  connection: Connection,
  sobject: string,
  id: string,
  fields: Record<string, unknown>,
): Promise<void> {
  shaped(saveAnswer, await connection.sobject(sobject).update({ Id: id, ...fields }));
}

export async function deleteRecord(connection: Connection, sobject: string, id: string): Promise<void> {
  shaped(saveAnswer, await connection.sobject(sobject).destroy(id));
}
