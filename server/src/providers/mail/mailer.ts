export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The e-mail edge: SMTP when configured, otherwise the local outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
