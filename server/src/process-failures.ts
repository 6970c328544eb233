import { currentRequest } from './common/request-context';
import type { Logger } from './common/logger';

/**
 * What the process does with a failure nobody handled.
 *
 * Every promise is awaited or handled where it starts (ESLint's no-floating-promises checks it),
 * so a rejection nobody handled is a bug in one request's work: it is logged, at error level, with
 * the request it belongs to (Node runs this listener in the rejected promise's async context), and
 * the process keeps serving everyone else. Ending the process there would end every other request
 * in flight because of one, and its database work is in transactions, so nothing is left
 * half-written.
 *
 * A synchronous exception nobody caught leaves the process in a state nobody can vouch for: it is
 * logged with its request, and the process shuts down gracefully with exit code 1, for its
 * supervisor (systemd, Docker's restart policy) to start it again.
 */
/**
 * The database ended a connection (its server was stopped or killed: 57P01 to 57P03, or the socket
 * closed under it). node-postgres emits that as an 'error' event on the connection; a connection
 * checked out of its pool between two queries has no listener then, and the event becomes an
 * uncaught exception. That connection is dead and is discarded; nothing else is in doubt, and the
 * database monitor answers 503 until the database is back, so the process keeps running.
 */
export function isTerminatedConnection(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && ['57P01', '57P02', '57P03'].includes(code) && 'severity' in err) return true;
  return err.message === 'Connection terminated unexpectedly';
}

export function handleProcessFailures(logger: Logger, shutdown: (reason: string) => Promise<void>): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason, req: currentRequest() }, 'unhandled promise rejection; the process keeps running');
  });
  process.on('uncaughtException', (err) => {
    if (isTerminatedConnection(err)) {
      logger.warn({ err }, 'the database ended a connection nobody was listening on; the process keeps running');
      return;
    }
    logger.fatal({ err, req: currentRequest() }, 'uncaught exception; shutting down');
    shutdown('uncaught exception').catch((failure: unknown) => {
      logger.fatal({ err: failure }, 'shutdown failed');
      process.exit(1);
    });
  });
}
