import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { Mailer } from '../../modules/auth/mailer';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

export type { Mailer, MailMessage } from '../../modules/auth/mailer';

export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; smtpTimeoutMs?: number },
  ds: DataSource,
  logger: Logger,
): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, config.smtpTimeoutMs) : new OutboxMailer(ds, logger);
}
