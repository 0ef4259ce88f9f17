import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portInUse, portTakenMessage } from './free-port.ts';

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const listening = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    servers.push(server);
    server.listen(0, () => resolve((server.address() as net.AddressInfo).port));
  });

describe('portInUse', () => {
  it('is true for a port something listens on', async () => {
    expect(await portInUse(await listening())).toBe(true);
  });

  it('is false for a port that was freed', async () => {
    const port = await listening();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await portInUse(port)).toBe(false);
  });
});

it('names the port, what uses it and the variable that moves it', () => {
  expect(portTakenMessage('the web app and API', 3000, 'PORT')).toBe(
    'Port 3000 (the web app and API) is already in use, perhaps by another npm start. ' +
      'Stop that program or choose another port, e.g. PORT=3001 npm start.',
  );
});
