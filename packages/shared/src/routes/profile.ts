// Profile setup and the questionnaire (part 1 §2). Apart from the session routes (users.ts) because
// their forms check phone numbers: the sign-in page then loads without the phone library.
import { z } from 'zod';
import { USER_TYPES } from '../constants.ts';
import { messageBody } from '../contracts/common.ts';
import {
  profileStep1,
  profileStep2,
  profileUpdateResponse,
  questionnaireRequest,
} from '../contracts/profile.ts';
import { questionnaireAllowed } from '../rules/forced-pages.ts';
import { defineRoute } from './route.ts';

const tags = ['shell'];

export const profileRoutes = {
  /** Profile setup step 1 or 2, with at most one image. */
  updateProfile: defineRoute({
    method: 'POST',
    path: '/user/update',
    multipart: z.union([profileStep1, profileStep2]),
    response: { 200: profileUpdateResponse },
    auth: {},
    tags,
  }),
  /** part 1 §2: the questionnaire is not for clients. */
  saveQuestionnaire: defineRoute({
    method: 'POST',
    path: '/user/questionnaire',
    body: questionnaireRequest,
    response: { 200: messageBody },
    auth: { userTypes: USER_TYPES.filter(questionnaireAllowed) },
    tags,
  }),
};
