// The sign-in calls of part 1 §7 (login, second factor, code resend), made before a session exists.
// The sign-in page loads without the app's route declarations (issue 14 "First load"), so these call
// the declared paths (SIGN_IN_PATHS) and take their types from the declarations.
import {
  type authRoutes,
  type LoginResponse,
  type RouteInput,
  type RouteOutput,
  SIGN_IN_PATHS,
} from '@lead/shared';
import { apiRequest } from '../../lib/api-request.ts';

/** The second step the server asks for after a correct password. */
export type TwoFactorChallenge = Extract<LoginResponse, { two_factor_required: true }>;

type Routes = typeof authRoutes;
type BodyOf<Name extends keyof Routes> = RouteInput<Routes[Name]>['body'];

const post = <Name extends 'login' | 'verifyLogin' | 'resendCode'>(name: Name, body: BodyOf<Name>) =>
  apiRequest<RouteOutput<Routes[Name]>>('POST', SIGN_IN_PATHS[name], { body, token: null });

export const login = (body: BodyOf<'login'>) => post('login', body);
export const verifyLogin = (body: BodyOf<'verifyLogin'>) => post('verifyLogin', body);
export const resendLoginCode = (body: BodyOf<'resendCode'>) => post('resendCode', body);
