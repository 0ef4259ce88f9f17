// The developer API's credentials (part 2 §7 generateAuthenticateOpenApi, getAuthenticateOpenApi;
// issue 26 part 2): read, made, rotated and revoked from the API KEY dialog.
import { developerApiRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const apiCredentialsKey = (companyId: number) => ['api-credentials', companyId] as const;

export const fetchApiCredentials = (companyId: number) =>
  call(routes.apiCredentials, { params: { companyID: companyId } });

export const generateApiCredential = (body: { name: string; email: string; subdomain: string }) =>
  call(routes.generateApiCredential, { body });

export const rotateApiCredential = (credentialId: number) =>
  call(routes.rotateApiCredential, { params: { credentialId } });

export const revokeApiCredential = (credentialId: number) =>
  call(routes.revokeApiCredential, { params: { credentialId } });
