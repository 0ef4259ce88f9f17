// The process's one logger, for the HTTP server and the workers alike. A request's lines carry its id
// (Fastify's child logger, server.ts); a job's carry the id of the request that sent it (forRequest in
// request-context.ts makes its child logger).
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';

export function createLog(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = { level };
  return destination ? pino(options, destination) : pino(options);
}
