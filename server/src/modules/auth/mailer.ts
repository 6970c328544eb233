export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The e-mail edge, as sign-in needs it (the codes are mailed). Adapters live in providers/mail: SMTP when
 * configured, otherwise the local outbox (docs/decisions.md, "Edges to the outside world").
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
