// An SMTP server in this process on a free port (smtp-server), with STARTTLS on its built-in self-signed
// certificate (the test app sets SMTP_TLS_VERIFY=false) and one account; it keeps what it received.
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; user: string | undefined };

export type LocalSmtp = {
  port: number;
  received: ReceivedMail[];
  /** Issue 23: while set, every message is refused with this reply (a server that fails later). */
  refuse: string | null;
  /** While set, a message's data is answered only once this settles (a slow server). */
  gate: Promise<void> | null;
  close: () => Promise<void>;
};

export async function startLocalSmtp(account: { user: string; pass: string }): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const local = { refuse: null as string | null, gate: null as Promise<void> | null };
  const server = new SMTPServer({
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === account.user && auth.password === account.pass)
        return callback(null, { user: auth.username });
      const error = new Error('Invalid username or password') as Error & { responseCode: number };
      error.responseCode = 535;
      return callback(error);
    },
    onMailFrom(_address, _session, callback) {
      if (!local.refuse) return callback();
      const error = new Error(local.refuse) as Error & { responseCode: number };
      error.responseCode = 554;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await local.gate;
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(local, {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
