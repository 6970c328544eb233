import { isUUID } from 'class-validator';

/**
 * Whether a text is a row id: a UUID (any RFC 9562 version, the nil and the max UUID), by
 * class-validator's check, the one `@IsUUID('all')` applies to arguments. Services check an id
 * from a request with this before looking it up, so that text which is no id answers NOT_FOUND
 * like an id of nothing, without PostgreSQL refusing it as a uuid. Ids made here are version 4
 * (gen_random_uuid).
 */
export function isUuid(text: string): boolean {
  return isUUID(text, 'all');
}
