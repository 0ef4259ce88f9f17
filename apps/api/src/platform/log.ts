// The process's one logger, for the HTTP server and the workers alike: a line written while a request
// is served, or while a job it sent runs, carries that request's id (request-context.ts).
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { currentRequestId } from './request-context.ts';

/** A request's own logger (Fastify's child) already names it under the same key. */
const namesItsRequest = (logger: Logger): boolean =>
  String((logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym] ?? '').includes(
    '"requestId"',
  );

export function createLog(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    mixin(_merged, _level, logger) {
      const requestId = currentRequestId();
      return requestId && !namesItsRequest(logger) ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
