import pino from 'pino';

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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: errSerializer } }, destination);
}
