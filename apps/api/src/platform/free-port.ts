// `npm start` checks its two ports before starting anything, so a port already taken (a second
// `npm start`, another program) ends the start with a sentence that says which variable to change
// rather than a stack trace from deep inside the database or the web server.
import net from 'node:net';

/** Whether something on this machine already listens on `port`. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(true) : reject(error),
    );
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen(port);
  });
}

/** The sentence for a taken port: what uses it, and the variable that moves it. */
export const portTakenMessage = (what: string, port: number, variable: string) =>
  `Port ${port} (${what}) is already in use, perhaps by another npm start. ` +
  `Stop that program or choose another port, e.g. ${variable}=${port + 1} npm start.`;
