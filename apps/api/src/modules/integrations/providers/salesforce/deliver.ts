// A lead becomes a Salesforce Contact, upserted by e-mail (never two contacts for one person: the
// oldest with that address is updated, else one is created and deliveries racing to create it agree
// on one), with a completed Task on it telling the lead's story. Salesforce takes no idempotency key,
// so a retry first looks on the contact for the task carrying this delivery's key: an attempt whose
// answer was lost is not logged twice.
import type { Connection } from 'jsforce';
import type { DeliveryRequest } from '../../connector.ts';
import { requiredEmail } from '../provider-http.ts';
import { PROVIDER, type SalesforceApp, salesforceCall } from './client.ts';
import { contactFields, fieldMapOf, newContactFields } from './contact-fields.ts';
import { createRecord, deleteRecord, queryRecords, updateRecord } from './records.ts';
import { soqlString } from './soql.ts';
import { activityDateOf, deliveryLine, taskDescription, taskSubject } from './task.ts';

/** The oldest contact with this address (the Id orders those of one second), or null. */
export async function contactIdByEmail(connection: Connection, email: string): Promise<string | null> {
  const [found] = await queryRecords(
    connection,
    `SELECT Id FROM Contact WHERE Email = ${soqlString(email)} ORDER BY CreatedDate, Id LIMIT 1`,
  );
  return found?.Id ?? null;
}

/**
 * Creates the person's contact; its id, or the oldest one's when deliveries at once created one each.
 * Salesforce cannot upsert on Email (not an external id field), and a PostgreSQL lock would hold a
 * pooled connection across Salesforce's answers for every new person. So each creator looks again:
 * in any process, all see the same oldest, and every other one deletes its own and uses that one.
 */
async function createContact(
  connection: Connection,
  email: string,
  fields: Record<string, unknown>,
  updateFields: Record<string, unknown>,
): Promise<string> {
  const created = await createRecord(connection, 'Contact', fields);
  const oldest = await contactIdByEmail(connection, email);
  if (!oldest || oldest === created) return created;
  // A user who may not delete contacts leaves the extra one; the lead still goes to the oldest.
  await deleteRecord(connection, 'Contact', created).catch(() => {});
  await updateRecord(connection, 'Contact', oldest, updateFields);
  return oldest;
}

/**
 * Whether the contact has this delivery's task already. Description is a long text field, which
 * SOQL cannot filter on: the contact's tasks with this subject are read and their text searched.
 */
async function taskAlreadyLogged(
  connection: Connection,
  contactId: string,
  subject: string,
  idempotencyKey: string,
): Promise<boolean> {
  const tasks = await queryRecords(
    connection,
    `SELECT Id, Description FROM Task WHERE WhoId = ${soqlString(contactId)} AND Subject = ${soqlString(subject)} ORDER BY CreatedDate DESC LIMIT 20`,
  );
  const line = deliveryLine(idempotencyKey);
  return tasks.some((task) => typeof task.Description === 'string' && task.Description.includes(line));
}

export async function deliver(app: SalesforceApp, request: DeliveryRequest): Promise<void> {
  const { lead } = request;
  const email = requiredEmail(PROVIDER, lead);
  const map = fieldMapOf(request.settings);
  await salesforceCall(app, request.endpoint, request.credentials, async (connection) => {
    const fields = contactFields(lead, email, map);
    let contactId = await contactIdByEmail(connection, email);
    if (contactId) await updateRecord(connection, 'Contact', contactId, fields);
    else
      contactId = await createContact(
        connection,
        email,
        newContactFields(lead, email, map, request.settings),
        fields,
      );
    const subject = taskSubject(lead);
    if (
      (request.attempt ?? 1) > 1 &&
      (await taskAlreadyLogged(connection, contactId, subject, request.idempotencyKey))
    )
      return;
    await createRecord(connection, 'Task', {
      WhoId: contactId,
      Subject: subject,
      Description: taskDescription(lead, request.idempotencyKey),
      Status: 'Completed',
      ActivityDate: activityDateOf(new Date()),
    });
  });
}

/** Net-new: a contact with the lead's address exists already. */
export async function exists(
  app: SalesforceApp,
  request: Omit<DeliveryRequest, 'idempotencyKey'>,
): Promise<boolean> {
  const email = requiredEmail(PROVIDER, request.lead);
  const found = await salesforceCall(app, request.endpoint, request.credentials, (connection) =>
    contactIdByEmail(connection, email),
  );
  return found !== null;
}
