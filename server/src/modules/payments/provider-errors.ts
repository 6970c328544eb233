import { DatabaseError } from 'pg';
import { TypeORMError } from 'typeorm';
import { DatabaseUnavailableError } from '../../common/database-errors';

/**
 * Whether an error of a provider call came from this app's own database (the local checkout keeps
 * its sessions there), not from the provider: those go to the common mapper (a database away or a
 * full disk answer as such), never as 'the payment provider could not be reached'
 * (docs/decisions.md, "Payments").
 */
export function isOwnDatabaseError(err: unknown): boolean {
  return err instanceof TypeORMError || err instanceof DatabaseError || err instanceof DatabaseUnavailableError;
}
