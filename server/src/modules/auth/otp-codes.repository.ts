import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { OtpCode, type OtpPurpose } from './otp-code.entity';

/** A code as it is stored: its keyed hash, never the code. */
export type NewOtpCode = Pick<OtpCode, 'email' | 'purpose' | 'codeHash' | 'expiresAt'>;

/**
 * The statements of otp_codes. A code is open until it is consumed or voided (a newer code for the
 * same address and purpose voids it). Runs on a DataSource or inside a caller's transaction.
 */
export class OtpCodesRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Voids every open code of this address and purpose. */
  async voidOpen(email: string, purpose: OtpPurpose, at: Date): Promise<void> {
    await this.db.getRepository(OtpCode).update({ email, purpose, consumedAt: IsNull(), voidedAt: IsNull() }, { voidedAt: at });
  }

  async insert(code: NewOtpCode): Promise<void> {
    await this.db.getRepository(OtpCode).insert(code);
  }

  /** The newest open code of this address and purpose, locked for the rest of the transaction (in one). */
  async findNewestOpenForUpdate(email: string, purpose: OtpPurpose): Promise<OtpCode | null> {
    return this.db.getRepository(OtpCode).findOne({
      where: { email, purpose, consumedAt: IsNull(), voidedAt: IsNull() },
      order: { createdAt: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async setFailedAttempts(id: string, failedAttempts: number): Promise<void> {
    await this.db.getRepository(OtpCode).update({ id }, { failedAttempts });
  }

  async consume(id: string, at: Date): Promise<void> {
    await this.db.getRepository(OtpCode).update({ id }, { consumedAt: at });
  }
}
