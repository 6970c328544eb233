import nodemailer, { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../modules/auth/mailer';

/** The real adapter: any SMTP server, configured by one URL (smtp://user:pass@host:587). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
