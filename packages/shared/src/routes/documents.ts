// Document download authorisation (part 1 §2, §7): what a /download-auth/{pkdoc} link holds, and the
// download itself after the password is re-entered. Agency and platform staff only; from a view-as
// session the password would be someone else's, so it is refused.
import type { UserType } from '../constants.ts';
import { documentDownloadRequest, documentInfoResponse, documentParams } from '../contracts/documents.ts';
import { defineRoute } from './route.ts';

const tags = ['documents'];
/** part 1 §2: /download-auth/{pkdoc} is for user, userdownline and administrator. */
export const DOCUMENT_READERS: UserType[] = ['user', 'userdownline', 'administrator'];

export const documentRoutes = {
  documentInfo: defineRoute({
    method: 'GET',
    path: '/docauth/:pkdoc',
    params: documentParams,
    response: { 200: documentInfoResponse },
    auth: { userTypes: DOCUMENT_READERS },
    tags,
  }),
  /** The document as a CSV file once the password matches; wrong passwords count toward the sign-in limits. */
  downloadDocument: defineRoute({
    method: 'POST',
    path: '/docauth',
    body: documentDownloadRequest,
    auth: { userTypes: DOCUMENT_READERS, viewMode: 'refused' },
    tags,
  }),
};
