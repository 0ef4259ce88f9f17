// An agency's own SMTP sender (issue 14): how nodemailer reaches it, how its failures read to a person,
// and the saved sender of an agency, read for the mail of the agency and its clients.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { agencyMailSenders } from '../db/schema/index.ts';
import type { InScope } from './access/proof.ts';
import { isPrivateAddress } from './address-guard.ts';
import type { Config } from './config.ts';
import type { Queryable } from './db.ts';
import { openSecret } from './secret-box.ts';

export type SmtpSecurity = 'tls' | 'starttls';
export type SmtpSender = {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string;
  password: string;
  fromName: string;
  fromAddress: string;
};
export type SenderConfig = Pick<
  Config,
  'SECRETS_KEY' | 'DATA_DIR' | 'SMTP_TLS_VERIFY' | 'SMTP_ALLOW_PRIVATE'
>;

/** An agency's SMTP host that resolves to the platform's own network (loopback, private, metadata). */
export class PrivateSmtpHostError extends Error {
  override name = 'PrivateSmtpHostError';
  readonly code = 'EPRIVATE';
}

/**
 * The address to connect to, resolved once and checked: an agency may not make the server probe its
 * own network (unless SMTP_ALLOW_PRIVATE, for a relay beside it or tests). Connecting to this address,
 * with the name kept for TLS, means a name that changes its answer after the check cannot slip by.
 */
export async function pinnedAddressOf(sender: SmtpSender, config: SenderConfig): Promise<string> {
  const addresses = isIP(sender.host)
    ? [sender.host]
    : (await dns.lookup(sender.host, { all: true })).map((entry) => entry.address);
  const [first] = addresses;
  if (!first) throw Object.assign(new Error(`${sender.host} has no address`), { code: 'ENOTFOUND' });
  if (config.SMTP_ALLOW_PRIVATE !== 'true' && addresses.some(isPrivateAddress))
    throw new PrivateSmtpHostError(`${sender.host} resolves to a private address`);
  return first;
}

/** STARTTLS is required, never optional: a server that does not offer it must not get the password in clear. */
export async function transportOptionsOf(
  sender: SmtpSender,
  config: SenderConfig,
): Promise<SMTPTransport.Options> {
  return {
    host: await pinnedAddressOf(sender, config),
    port: sender.port,
    secure: sender.security === 'tls',
    requireTLS: sender.security === 'starttls',
    auth: { user: sender.username, pass: sender.password },
    tls: {
      rejectUnauthorized: config.SMTP_TLS_VERIFY !== 'false',
      ...(isIP(sender.host) ? {} : { servername: sender.host }),
    },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

export const fromOf = (sender: Pick<SmtpSender, 'fromName' | 'fromAddress'>) => ({
  name: sender.fromName,
  address: sender.fromAddress,
});

/** The saved sender of an agency with its password opened, or null (none saved, or sealed with another key). */
export async function savedSenderOf(
  db: Queryable,
  config: SenderConfig,
  agency: InScope<'company'>,
): Promise<SmtpSender | null> {
  const [row] = await db.select().from(agencyMailSenders).where(eq(agencyMailSenders.companyId, agency.id));
  if (!row) return null;
  const password = openSecret(config, row.passwordEncrypted);
  if (password === null) return null;
  return { ...row, password };
}

/** The form field a failed send points at (issue 23: the save route names it in its 422). */
export function smtpFailureField(
  error: unknown,
): 'host' | 'port' | 'security' | 'username' | 'password' | 'from_address' {
  const failure = error as { code?: string; message?: string };
  switch (failure.code) {
    case 'EAUTH':
      return 'password';
    case 'ETLS':
      return 'security';
    case 'EENVELOPE':
    case 'EMESSAGE':
      return 'from_address';
    case 'ECONNECTION':
    case 'ESOCKET':
      if (/certificate|self[- ]signed|CERT_|unable to verify/i.test(failure.message ?? '')) return 'security';
      if (/ECONNREFUSED/.test(failure.message ?? '')) return 'port';
      return 'host';
    default:
      return 'host';
  }
}

/** What went wrong, as a sentence a person can act on, with the server's own words when it gave any. */
export function smtpFailureSentence(error: unknown): string {
  const failure = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const said = failure.response ? ` The server said: "${failure.response.slice(0, 300)}"` : '';
  switch (failure.code) {
    case 'EPRIVATE':
      return "That mail server's address is on a private network the platform may not reach. Use your provider's public SMTP host.";
    case 'ENOTFOUND':
      return 'Could not connect: that host name does not exist. Check the SMTP host.';
    case 'EAUTH':
      return `The mail server refused the user name or password.${said}`;
    case 'ECONNECTION':
    case 'ESOCKET':
      if (/certificate|self[- ]signed|CERT_|unable to verify/i.test(failure.message ?? ''))
        return `The mail server's certificate could not be trusted (${failure.message}).`;
      if (/ECONNREFUSED/.test(failure.message ?? ''))
        return 'Could not connect: nothing answered on that host and port. Check the host, the port and the security setting.';
      if (/ENOTFOUND|EAI_AGAIN/.test(failure.message ?? ''))
        return 'Could not connect: that host name does not exist. Check the SMTP host.';
      return `Could not connect to the mail server (${failure.message ?? 'connection failed'}). Check the host, the port and the security setting.`;
    case 'ETIMEDOUT':
    case 'ETIMEOUT':
      return 'The mail server did not answer in time. Check the host, the port and the security setting.';
    case 'ETLS':
      return `The secure connection failed (${failure.message ?? 'TLS error'}). Try the other security setting or port.`;
    case 'EENVELOPE':
      return `The mail server refused the sender or recipient address.${said}`;
    case 'EMESSAGE':
      return `The mail server refused the message.${said}`;
    default:
      return `The mail could not be sent: ${failure.response ?? failure.message ?? String(error)}`;
  }
}
