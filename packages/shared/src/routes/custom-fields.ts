// Custom fields and browser-reported log rows (part 2 §7 "Settings": GET /get-custom-fields[/{slug}],
// POST /general/user-log-saved). Any signed-in user: fields are the same for everyone, and a log row
// is written only about the caller (and a campaign it sees).
import { userLogSavedRequest, userLogSavedResponse } from '../contracts/browser-logs.ts';
import { customFieldsParams, customFieldsResponse } from '../contracts/custom-fields.ts';
import { defineRoute } from './route.ts';

const tags = ['settings'];

export const customFieldRoutes = {
  customFields: defineRoute({
    method: 'GET',
    path: '/get-custom-fields/:slug?',
    params: customFieldsParams,
    response: { 200: customFieldsResponse },
    auth: {},
    tags,
  }),
  userLogSaved: defineRoute({
    method: 'POST',
    path: '/general/user-log-saved',
    body: userLogSavedRequest,
    response: { 200: userLogSavedResponse },
    auth: {},
    tags,
  }),
};
