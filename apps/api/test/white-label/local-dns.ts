// A DNS server in this process on a free UDP port (dns2), answering from a table the test changes:
// CNAME and A records by name; any other name does not exist (NXDOMAIN).
import dns2 from 'dns2';

const { Packet } = dns2;
const NXDOMAIN = 3;
type Answer = Parameters<typeof Packet.prototype.answers.push>[0];
const answer = (record: object) => record as unknown as Answer;

export type LocalDns = {
  /** "127.0.0.1:port", for DNS_SERVERS. */
  server: string;
  cname: Map<string, string>;
  a: Map<string, string>;
  close: () => Promise<void>;
};

export async function startLocalDns(): Promise<LocalDns> {
  const cname = new Map<string, string>();
  const a = new Map<string, string>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      const target = cname.get(name);
      const address = a.get(name);
      if (!target && !address) {
        response.header.rcode = NXDOMAIN;
        return send(response);
      }
      if (target && (question?.type === Packet.TYPE.CNAME || question?.type === Packet.TYPE.A))
        response.answers.push(
          answer({
            name,
            type: Packet.TYPE.CNAME,
            class: Packet.CLASS.IN,
            ttl: 60,
            domain: target,
          }),
        );
      if (address && question?.type === Packet.TYPE.A)
        response.answers.push(
          answer({
            name,
            type: Packet.TYPE.A,
            class: Packet.CLASS.IN,
            ttl: 60,
            address,
          }),
        );
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = (addresses as { udp: { port: number } }).udp.port;
  return { server: `127.0.0.1:${port}`, cname, a, close: () => server.close() };
}
