import pino from 'pino';
import { currentRequest } from './request-store';

export type Logger = pino.Logger;

/** `scheme://user:password@` in any text: the password is replaced. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi;

export function redactUrlPasswords(text: string): string {
  return text.replace(URL_PASSWORD, '$1***@');
}

function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrlPasswords(value);
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v, depth + 1);
  return out;
}

/**
 * pino's error serializer, with any URL's password blanked out: a connection string can end up
 * in an error's message or fields (Node's URL errors keep their input).
 */
function errSerializer(err: Error): unknown {
  return redactDeep(pino.stdSerializers.err(err));
}

/** Every line logged while a request runs names it (`reqId`, also the answer's X-Request-Id header). */
function requestMixin(): Record<string, unknown> {
  const req = currentRequest();
  return req ? { reqId: req.id } : {};
}

/**
 * The server's logger: JSON lines, or with `pretty` (LOG_FORMAT=pretty; the default in development
 * on a terminal) the same lines made readable by pino-pretty, a development dependency, in a worker
 * thread. Without pino-pretty installed (a production install) the lines stay JSON.
 */
export function createLogger(level: string, destination?: pino.DestinationStream, opts: { pretty?: boolean } = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errSerializer },
    mixin: requestMixin,
  };
  if (opts.pretty && !destination && prettyAvailable()) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } });
  }
  return pino(options, destination);
}

function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
