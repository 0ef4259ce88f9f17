// Failed payments and commissions (issue 15 points 3 and 4): what a settlement would charge (read by
// the settlement confirmation), the platform's commission rates, and a sales person's commissions.
import { z } from 'zod';
import { id, messageBody } from '../contracts/common.ts';
import { commissionRates, commissionsResponse, outstandingResponse } from '../contracts/payment-failures.ts';
import { defineRoute, PLATFORM_STAFF } from './route.ts';

const tags = ['payments'];

export const paymentFailureRoutes = {
  /** The failed and open invoices settlement would charge: the same rule as the settlement itself. */
  readOutstanding: defineRoute({
    method: 'GET',
    path: '/general/outstanding/:userID',
    params: z.object({ userID: id }),
    response: { 200: outstandingResponse },
    auth: { ...PLATFORM_STAFF, pageOfAccount: { in: 'params', name: 'userID' } },
    tags,
  }),
  readCommissionRates: defineRoute({
    method: 'GET',
    path: '/configuration/commission-rates',
    response: { 200: commissionRates },
    auth: PLATFORM_STAFF,
    tags,
  }),
  saveCommissionRates: defineRoute({
    method: 'PUT',
    path: '/configuration/commission-rates',
    body: commissionRates,
    response: { 200: messageBody },
    auth: { ...PLATFORM_STAFF, permission: ['Settings', 'update'] },
    tags,
  }),
  /** A sales person reads its own; platform staff read any sales person's of their platform. */
  listCommissions: defineRoute({
    method: 'GET',
    path: '/configuration/sales-commissions/:usrID',
    params: z.object({ usrID: id }),
    response: { 200: commissionsResponse },
    auth: { userTypes: ['sales', 'user', 'administrator'] },
    tags,
  }),
};
