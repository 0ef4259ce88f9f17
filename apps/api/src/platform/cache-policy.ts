// How long a browser keeps what the server sends under a name that never changes its content (a build
// file's hashed name, an upload's unguessable id): a year, without asking again.
export const KEPT_FOR_A_YEAR = 'public, max-age=31536000, immutable';
