// Labels of the Developer page: API keys, their scopes and the API reference link.
import { addLabels } from './add-labels.ts';

export const developer = {
  title: 'API KEY',
  agreementIntro:
    'API credentials are issued only after you accept the Developer Marketing Services Agreement below.',
  agreementFrame: 'Developer Marketing Services Agreement',
  agree: 'Agree',
  credentialsInfo:
    'Your software signs in to the API with a client ID and secret key: it trades them at the token URL for an access token that lasts an hour (the OAuth 2.0 client credentials grant).',
  billing: {
    title: 'Developer billing agreement',
    intro:
      'Calls your software makes with API credentials act for your agency as you would, and may charge without asking each time:',
    prepaid:
      "Resuming a Prepaid campaign buys its leads at once from the client's card or Data Wallet, as Start does.",
    perLead: "Every campaign bills each lead it finds at the client's price, whoever started it.",
    free: 'Reading leads, campaigns and clients, and every other call, costs nothing.',
    consent: 'I agree that calls made with my API credentials may charge as described.',
    agree: 'Agree and continue',
  },
  documentation: 'API documentation',
  documentationHint: 'Every call, its fields and its answers; opens in a new tab.',
  baseUrl: 'API base URL',
  tokenUrl: 'Token URL',
  none: 'No API credentials yet. Name your first ones below and generate them.',
  columns: { name: 'Name', clientId: 'Client ID', created: 'Created', lastUsed: 'Last used' },
  never: 'Never',
  newName: 'Name of new credentials',
  newNameHint: 'For example where they are used: Production, Staging, Zapier.',
  defaultName: 'Default',
  generate: 'Generate credentials',
  secretOnceTitle: 'Copy the secret key now',
  secretOnce:
    'This is the only time the secret key is shown: we keep only a fingerprint of it. Store it where your software reads it. If it is lost, rotate the credentials for a new one.',
  clientId: 'Client ID',
  secretKey: 'Secret key',
  secretDone: 'I have stored it',
  copyNamed: 'Copy {{what}}',
  copiedNamed: 'Copied {{what}}',
  rotate: 'Rotate',
  rotateNamed: 'Rotate {{name}}',
  rotateTitle: 'Rotate “{{name}}”?',
  rotateText:
    'A new secret key replaces the current one. The current key and every access token made with it stop working at once.',
  revoke: 'Revoke',
  revokeNamed: 'Revoke {{name}}',
  revokeTitle: 'Revoke “{{name}}”?',
  revokeText:
    'Software using these credentials loses access at once: no new token is issued, and current tokens stop working. This cannot be undone.',
  errorTitle: 'API KEY',
} as const;

addLabels({ developer });
