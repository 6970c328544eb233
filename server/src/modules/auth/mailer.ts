export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The e-mail edge, as sign-in needs it (the codes are mailed). Adapters live in providers/mail: SMTP when
 * configured, otherwise the local outbox (docs/decisions.md, "Edges to the outside world").
 * A message that could not be handed to the mail server throws MailUnavailable, within the adapter's time limit.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/**
 * The mail server could not be reached, did not answer in time, or refused the message. `reason`
 * is for the log; callers answer MAIL_UNAVAILABLE_MESSAGE (a 503), never "the database".
 */
export class MailUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`mail could not be sent: ${reason}`);
    this.name = 'MailUnavailable';
  }
}

export const MAIL_UNAVAILABLE_MESSAGE = 'We could not send the e-mail right now. Please try again in a few minutes.';
/** Retry-After of a mail failure: a mail server that is away is rarely back within seconds. */
export const MAIL_RETRY_AFTER_SECONDS = 60;
