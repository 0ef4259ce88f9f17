// The developer API's credentials (part 2 §7 "Developer API", under /v1/developer/; issue 26 part 2):
// generateAuthenticateOpenApi and getAuthenticateOpenApi, with rotate and revoke beside them, and the
// OAuth 2.0 client-credentials grant (RFC 6749 §4.4) that trades credentials for a bearer token.
import { z } from 'zod';
import { errorBody, id, messageBody } from '../contracts/common.ts';
import {
  apiCredentialList,
  apiTokenInfo,
  bearerError,
  generateApiCredentialRequest,
  issuedApiCredential,
  oauthError,
  tokenRequest,
  tokenResponse,
} from '../contracts/developer-api.ts';
import { PUBLIC_API_TAGS } from '../contracts/public-api.ts';
import { defineRoute, type RouteAccess } from './route.ts';

const tags = [PUBLIC_API_TAGS.tokens];
/** part 1 §6: the Developer menu is for the root or agency owner and its staff; the agreement first. */
const DEVELOPERS: RouteAccess = { userTypes: ['user', 'userdownline'], viewMode: 'refused' };
const credentialParams = z.object({ credentialId: id });

export const developerApiRoutes = {
  /** generateAuthenticateOpenApi: a new named credential; its secret is answered this once. */
  generateApiCredential: defineRoute({
    method: 'POST',
    path: '/v1/developer/credentials',
    body: generateApiCredentialRequest,
    response: { 200: issuedApiCredential },
    auth: DEVELOPERS,
    idempotent: true,
    tags,
  }),
  /** getAuthenticateOpenApi: the company's credentials and the API's base URL, never a secret. */
  apiCredentials: defineRoute({
    method: 'GET',
    path: '/v1/developer/credentials/:companyID',
    params: z.object({ companyID: id }),
    response: { 200: apiCredentialList },
    auth: DEVELOPERS,
    tags,
  }),
  /** A new secret for the same client id; the old secret and its tokens stop working at once. */
  rotateApiCredential: defineRoute({
    method: 'POST',
    path: '/v1/developer/credentials/:credentialId/rotate',
    params: credentialParams,
    response: { 200: issuedApiCredential },
    auth: DEVELOPERS,
    idempotent: true,
    tags,
  }),
  revokeApiCredential: defineRoute({
    method: 'DELETE',
    path: '/v1/developer/credentials/:credentialId',
    params: credentialParams,
    response: { 200: messageBody },
    auth: DEVELOPERS,
    tags,
  }),
  /** RFC 6749 §4.4: public; the client authenticates with its id and secret (Basic or the body). */
  oauthToken: defineRoute({
    method: 'POST',
    path: '/v1/oauth/token',
    body: tokenRequest,
    // 400: the RFC's shape; a body that is not JSON or a form at all is refused before the grant reads it.
    response: { 200: tokenResponse, 400: z.union([oauthError, errorBody]), 401: oauthError },
    auth: 'public',
    tags,
  }),
  /** Public: the bearer token (RFC 6750), not a session, says who calls; 401 invalid_token otherwise. */
  apiTokenInfo: defineRoute({
    method: 'GET',
    path: '/v1/me',
    response: { 200: apiTokenInfo, 401: bearerError },
    auth: 'public',
    tags,
  }),
};
