import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { Mailer, MailMessage } from '../../modules/auth/mailer';
import { OutboxMail } from './outbox.entity';

/** The embedded default: every mail is kept in the database and printed to the log. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly ds: DataSource,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.ds.getRepository(OutboxMail).insert({ to: message.to, subject: message.subject, text: message.text });
    this.logger.info({ to: message.to, subject: message.subject }, `outbox mail\n${message.text}`);
  }
}

/** Newest first; optionally only the mail to one address. */
export async function listOutbox(ds: DataSource, opts: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  return ds.getRepository(OutboxMail).find({
    where: opts.to ? { to: opts.to.trim().toLowerCase() } : {},
    order: { createdAt: 'DESC', id: 'DESC' },
    take: opts.limit ?? 200,
  });
}
