// The sign-in, sign-up and account-security calls of part 1 §7, typed by the shared contracts.
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  TwoFactorSetting,
  TwoFactorUpdateRequest,
} from '@lead/shared';
import { api } from '../../lib/api-client.ts';

type MessageResponse = { message: string };

/** The second step the server asks for after a correct password. */
export type TwoFactorChallenge = Extract<LoginResponse, { two_factor_required: true }>;

export const login = (body: LoginRequest) => api.post<LoginResponse>('/login', body, { token: null });

export const verifyLogin = (body: { email: string; code: string; challenge: string }) =>
  api.post<{ result: 'success'; rows: { access_token: string } }>('/verifylogin', body, { token: null });

export const resendLoginCode = (body: { email: string; companyrootid: string | null; challenge: string }) =>
  api.post<MessageResponse>('/resendcode', body, { token: null });

export const register = (body: RegisterRequest) =>
  api.post<MessageResponse & { access_token: string }>('/register', body, { token: null });

export const requestPasswordReset = (body: {
  username: string;
  domainName: string;
  gtoken: null;
  ownedcompanyid: string | null;
  companyrootid: string | null;
}) => api.post<MessageResponse>('/forgetpass', body, { token: null });

export const checkPasswordReset = (token: string) =>
  api.get<{ email: string }>(`/forgetpass/${encodeURIComponent(token)}`, { token: null });

export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  api.post<MessageResponse>('/forgetpass/reset', body, { token: null });

export const changePassword = (body: { usrID: number; currpassword: string; newpassword: string }) =>
  api.post<{ result: 'success'; message: string; access_token: string }>('/user/resetpassword', body);

export const readTwoFactor = (userId: number) =>
  api.get<TwoFactorSetting>(`/setting/twofactorauth/${userId}`);

export const saveTwoFactor = (userId: number, body: TwoFactorUpdateRequest) =>
  api.put<TwoFactorSetting & MessageResponse>(`/setting/twofactorauth/${userId}`, body);

export const startGoogleSetup = (userId: number, companyId: number) =>
  api.get<{ qrCodeUrl: string; secretKey: string }>(`/setting/get-google-tfa/${userId}/${companyId}`);

export const validateSsoToken = (body: { subdomain: string; token: string; currentUserID: number | null }) =>
  api.post<{ status: 200; message: string; access_token: string; action: 'replace_user' | null }>(
    '/v1/developer/sso/validation',
    body,
    { token: null },
  );
