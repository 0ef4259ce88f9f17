// Marketing agreements (part 1 §3, part 2 §7) and the platform's beta feature flags.
import { z } from 'zod';
import { id } from '../contracts/common.ts';
import {
  agreementReadQuery,
  agreementStatus,
  betaFeatureList,
  betaFeatureUpdateRequest,
  betaUserRequest,
  developerAgreementRequest,
  developerAgreementStatus,
  developerBillingAgreementRequest,
  featureAgreementRequest,
} from '../contracts/shell.ts';
import { defineRoute, PLATFORM_STAFF, type RouteAccess } from './route.ts';

const tags = ['agreements'];
const agreementSaved = agreementStatus.extend({ message: z.string() });
const featureParams = z.object({ featureId: id });
/** part 1 §6: Developer and Data Wallet are for user and userdownline; b2b agreements for anyone it applies to. */
const OWNERS: RouteAccess = { userTypes: ['user', 'userdownline'] };

export const featureRoutes = {
  featureAgreement: defineRoute({
    method: 'GET',
    path: '/agreements/feature/:featureId',
    params: featureParams,
    query: agreementReadQuery,
    response: { 200: agreementStatus },
    auth: {},
    tags,
  }),
  recordFeatureAgreement: defineRoute({
    method: 'POST',
    path: '/agreements/feature',
    body: featureAgreementRequest,
    response: { 200: agreementSaved },
    auth: {},
    idempotent: true,
    tags,
  }),
  /** The spec's method (part 2 §7: the agreement calls are GET and PUT); the POST above does the same. */
  saveFeatureAgreement: defineRoute({
    method: 'PUT',
    path: '/agreements/feature',
    body: featureAgreementRequest,
    response: { 200: agreementSaved },
    auth: {},
    idempotent: true,
    tags,
  }),
  developerAgreement: defineRoute({
    method: 'GET',
    path: '/agreements/developer',
    query: agreementReadQuery,
    response: { 200: developerAgreementStatus },
    auth: OWNERS,
    tags,
  }),
  recordDeveloperAgreement: defineRoute({
    method: 'POST',
    path: '/agreements/developer',
    body: developerAgreementRequest,
    response: { 200: agreementSaved },
    auth: OWNERS,
    idempotent: true,
    tags,
  }),
  /** The spec's method (part 2 §7); the POST above does the same. */
  saveDeveloperAgreement: defineRoute({
    method: 'PUT',
    path: '/agreements/developer',
    body: developerAgreementRequest,
    response: { 200: agreementSaved },
    auth: OWNERS,
    idempotent: true,
    tags,
  }),
  /** Ours (part 1 §6 names the dialog): after the developer agreement, before the first credentials. */
  recordDeveloperBillingAgreement: defineRoute({
    method: 'POST',
    path: '/agreements/developer-billing',
    body: developerBillingAgreementRequest,
    response: { 200: agreementSaved },
    auth: OWNERS,
    idempotent: true,
    tags,
  }),
  // Beta flags and beta users are per platform: only that platform's staff see and change them.
  listBetaFeatures: defineRoute({
    method: 'GET',
    path: '/configuration/beta-features',
    response: { 200: betaFeatureList },
    auth: PLATFORM_STAFF,
    tags,
  }),
  updateBetaFeature: defineRoute({
    method: 'PUT',
    path: '/configuration/beta-features/:featureId',
    params: featureParams,
    body: betaFeatureUpdateRequest,
    response: { 200: betaFeatureList },
    auth: PLATFORM_STAFF,
    tags,
  }),
  setBetaUser: defineRoute({
    method: 'PUT',
    path: '/configuration/beta-features/:featureId/users',
    params: featureParams,
    body: betaUserRequest,
    response: { 200: betaFeatureList },
    auth: PLATFORM_STAFF,
    tags,
  }),
};
