// Kartra does not upsert and has no idempotency key, so delivery reads first: get_lead by e-mail;
// an unknown lead is created with create_lead (which must be actions[0]) and its list and tag
// actions chained in the same call; a known lead (or a create answered 244 "Lead already exists",
// a retry after a crash) gets only the list and tag actions, which Kartra applies once however
// often they are sent.
import { z } from 'zod';
import { type DeliveryRequest, type LeadForDelivery, ProviderError } from '../../connector.ts';
import { requiredEmail } from '../provider-http.ts';
import { errorType, kartraCall, PROVIDER } from './client.ts';

const NO_LEAD = '234';
const LEAD_EXISTS = '244';

const leadShape = z.object({
  lead_details: z.object({
    lists: z
      .array(z.object({ list_name: z.string(), active: z.union([z.string(), z.number()]).optional() }))
      .optional(),
    tags: z.array(z.object({ tag_name: z.string() })).optional(),
  }),
});

/** The lead fields Kartra documents for create_lead. */
const leadFieldsOf = (lead: LeadForDelivery) => ({
  email: requiredEmail(PROVIDER, lead, 'leads'),
  first_name: lead.firstName,
  last_name: lead.lastName,
  phone: lead.phone,
  address: lead.address,
  city: lead.city,
  state: lead.state,
  zip: lead.zip,
  company: lead.companyName,
});

const targetActions = (targets: DeliveryRequest['targets']) => [
  ...(targets.lists ?? []).map((list) => ({ cmd: 'subscribe_lead_to_list', list_name: list })),
  ...(targets.tags ?? []).map((tag) => ({ cmd: 'assign_tag', tag_name: tag })),
];

async function leadDetails(request: Omit<DeliveryRequest, 'idempotencyKey'>) {
  const answer = await kartraCall(
    request.endpoint,
    request.credentials,
    { getLead: { email: requiredEmail(PROVIDER, request.lead, 'leads') } },
    [NO_LEAD],
  );
  if (errorType(answer) === NO_LEAD) return undefined;
  const parsed = leadShape.safeParse(answer);
  if (!parsed.success) throw new ProviderError(`${PROVIDER} answered get_lead in an unexpected shape.`, 200);
  return parsed.data.lead_details;
}

export async function deliver(request: DeliveryRequest): Promise<void> {
  const lead = { email: requiredEmail(PROVIDER, request.lead, 'leads') };
  const actions = targetActions(request.targets);
  if (!(await leadDetails(request))) {
    const created = await kartraCall(
      request.endpoint,
      request.credentials,
      { lead: leadFieldsOf(request.lead), actions: [{ cmd: 'create_lead' }, ...actions] },
      [LEAD_EXISTS],
    );
    if (errorType(created) !== LEAD_EXISTS) return;
  }
  if (actions.length > 0) await kartraCall(request.endpoint, request.credentials, { lead, actions });
}

/** Net-new: the lead is in Kartra (subscribed to a chosen list or carrying a chosen tag, if any). */
export async function exists(request: Omit<DeliveryRequest, 'idempotencyKey'>) {
  const details = await leadDetails(request);
  if (!details) return false;
  const lists = request.targets.lists ?? [];
  const tags = request.targets.tags ?? [];
  if (lists.length === 0 && tags.length === 0) return true;
  const inList = (details.lists ?? []).some(
    (list) => String(list.active ?? '1') !== '0' && lists.includes(list.list_name),
  );
  const tagged = (details.tags ?? []).some((tag) => tags.includes(tag.tag_name));
  return inList || tagged;
}
