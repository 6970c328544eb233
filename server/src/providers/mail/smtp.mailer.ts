import nodemailer, { Transporter } from 'nodemailer';
import { type Mailer, type MailMessage, MailUnavailable } from '../../modules/auth/mailer';

/**
 * The real adapter: any SMTP server, configured by one URL (smtp://user:pass@host:587). Every
 * step has a time limit (`timeoutMs`: connecting, the greeting, each wait for an answer), and the
 * whole send too, so a mail server that is black-holed or down answers within it as MailUnavailable
 * (docs/decisions.md, "Edges to the outside world").
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    private readonly timeoutMs = 5000,
  ) {
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(message: MailMessage): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    // nodemailer's limits apply per step; this one bounds the whole send (a server that answers each step slowly).
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new MailUnavailable(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      const sending = this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
      sending.catch(() => undefined); // lost the race: its own time limits end it
      await Promise.race([sending, deadline]);
    } catch (err) {
      if (err instanceof MailUnavailable) throw err;
      const e = err as { code?: unknown; message?: unknown };
      throw new MailUnavailable([e.code, e.message].filter((p) => typeof p === 'string').join(': ') || 'the mail server refused');
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
