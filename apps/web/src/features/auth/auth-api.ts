// The sign-in, sign-up and account-security calls of part 1 §7, declared in packages/shared/src/routes.
// The calls made before a session exists send no token; the sign-in calls are in sign-in-api.ts.
import {
  type RegisterRequest,
  type RouteInput,
  authRoutes as routes,
  type TwoFactorUpdateRequest,
  userRoutes,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

type BodyOf<Route extends (typeof routes)[keyof typeof routes]> = RouteInput<Route>['body'];
const noToken = { token: null };

export const register = (body: RegisterRequest) => call(routes.register, { body }, noToken);

export const requestPasswordReset = (body: BodyOf<typeof routes.requestPasswordReset>) =>
  call(routes.requestPasswordReset, { body }, noToken);

export const checkPasswordReset = (token: string) =>
  call(routes.checkPasswordReset, { params: { token } }, noToken);

export const resetPassword = (body: BodyOf<typeof routes.resetPassword>) =>
  call(routes.resetPassword, { body }, noToken);

export const changePassword = (body: RouteInput<typeof userRoutes.changePassword>['body']) =>
  call(userRoutes.changePassword, { body });

export const readTwoFactor = (userId: number) => call(routes.readTwoFactor, { params: { userId } });

export const saveTwoFactor = (userId: number, body: TwoFactorUpdateRequest) =>
  call(routes.saveTwoFactor, { params: { userId }, body });

export const startGoogleSetup = (userId: number, companyId: number) =>
  call(routes.startGoogleSetup, { params: { userId, companyId } });

export const validateSsoToken = (body: BodyOf<typeof routes.validateSsoToken>) =>
  call(routes.validateSsoToken, { body }, noToken);
