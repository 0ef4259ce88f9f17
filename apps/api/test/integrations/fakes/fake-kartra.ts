// Kartra's inbound API as its developer articles describe it: one POST endpoint, form-encoded,
// app_id + api_key + api_password in the body, errors answered with HTTP 200 and a numeric
// `type`, `get_lead[email]` as a top-level key, create_lead only as actions[0], and list/tag
// actions each answered with their own status.
import { json, type Recorded, startFakeServer } from './fake-server.ts';

export const KARTRA_APP_ID = 'platformApp1';
export const KARTRA_KEY = 'kartra-key';
export const KARTRA_PASSWORD = 'kartra-password';

type Lead = { id: string; email: string; fields: Record<string, string>; lists: string[]; tags: string[] };

const error = (message: string, type: string) => json(200, { status: 'Error', message, type });

/** actions[0][cmd]=x&actions[0][list_name]=y → [{cmd: 'x', list_name: 'y'}]. */
function actionsOf(form: URLSearchParams) {
  const actions: Record<string, string>[] = [];
  for (const [key, value] of form) {
    const match = key.match(/^actions\[(\d+)\]\[(\w+)\]$/);
    if (!match) continue;
    const index = Number(match[1]);
    actions[index] = { ...actions[index], [match[2] as string]: value };
  }
  return actions;
}

function leadFieldsOf(form: URLSearchParams) {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.match(/^lead\[(\w+)\]$/);
    if (match) fields[match[1] as string] = value;
  }
  return fields;
}

export async function startFakeKartra(lists = ['Newsletter', 'Dentists'], tags = ['hot-lead', 'website']) {
  const leads = new Map<string, Lead>();
  const server = await startFakeServer((request: Recorded) => {
    if (request.method !== 'POST' || !request.form) return json(405, { message: 'POST form data only' });
    const form = request.form;
    if (!form.get('app_id')) return error('App Id cannot be empty. Please get an App Id first', '238');
    if (form.get('app_id') !== KARTRA_APP_ID)
      return error('App Id is not valid. The app does not exists or is inactive', '239');
    if (!form.get('api_key')) return error('API key cannot be empty. Please get an API key first', '202');
    if (form.get('api_key') !== KARTRA_KEY)
      return error('API key not valid. Please get an API key first', '203');
    if (form.get('api_password') !== KARTRA_PASSWORD)
      return error('API password not valid. Please get an API password first', '233');
    const wanted = form.get('get_lead[email]');
    if (wanted !== null) {
      const lead = leads.get(wanted.toLowerCase());
      if (!lead) return error('No lead found', '234');
      return json(200, {
        status: 'Success',
        lead_details: {
          id: lead.id,
          email: lead.email,
          ...lead.fields,
          lists: lead.lists.map((list_name) => ({ list_name, active: '1' })),
          tags: lead.tags.map((tag_name) => ({ tag_name })),
        },
      });
    }
    const actions = actionsOf(form);
    if (actions.length === 0) return error("'actions' not an array", '224');
    const fields = leadFieldsOf(form);
    const results: Record<string, unknown>[] = [];
    let lead = fields.email ? leads.get(fields.email.toLowerCase()) : undefined;
    for (const [index, action] of actions.entries()) {
      const cmd = action.cmd;
      if (!cmd) return error("'cmd' is required", '254');
      if (cmd === 'retrieve_account_lists') return json(200, { status: 'Success', account_lists: lists });
      if (cmd === 'retrieve_account_tags') return json(200, { status: 'Success', account_tags: tags });
      if (cmd === 'create_lead') {
        if (index !== 0) return error('create_lead must be the first action', '254');
        if (!fields.email) return error('email or lead id is required. Nothing done', '206');
        if (lead) return error('Lead already exists', '244');
        lead = {
          id: String(leads.size + 1000),
          email: fields.email.toLowerCase(),
          fields,
          lists: [],
          tags: [],
        };
        leads.set(lead.email, lead);
        results.push({ create_lead: { status: 'Success', lead_details: { id: lead.id } } });
        continue;
      }
      if (!lead) return error('No lead found', '243');
      if (cmd === 'subscribe_lead_to_list') {
        if (!action.list_name)
          results.push({ [cmd]: { status: 'Error', message: 'List cannot be empty', type: '207' } });
        else if (!lists.includes(action.list_name))
          results.push({ [cmd]: { status: 'Error', message: 'List does not exist', type: '231' } });
        else {
          if (!lead.lists.includes(action.list_name)) lead.lists.push(action.list_name);
          results.push({ [cmd]: { status: 'Success' } });
        }
        continue;
      }
      if (cmd === 'assign_tag') {
        if (!action.tag_name || !tags.includes(action.tag_name))
          results.push({ [cmd]: { status: 'Error', message: 'Tag does not exist', type: '212' } });
        else {
          if (!lead.tags.includes(action.tag_name)) lead.tags.push(action.tag_name);
          results.push({ [cmd]: { status: 'Success' } });
        }
        continue;
      }
      return error('App does not have permission to execute this CMD', '262');
    }
    return json(200, { status: 'Success', actions: results });
  });
  return { ...server, leads, lists, tags };
}
