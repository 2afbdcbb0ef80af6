/**
 * Outgoing e-mail: one interface, an offline default (the outbox folder) and SMTP through
 * nodemailer. Messages are plain text; links in them come from PUBLIC_URL, never the Host header.
 */
export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Extra header fields, e.g. List-Unsubscribe (RFC 2369/8058) on digests. */
  headers?: Record<string, string>;
}

export interface EmailSender {
  /** Which adapter: 'outbox' or 'smtp'. */
  readonly kind: string;
  /** Sends one message; rejects when the transport fails. */
  send(message: EmailMessage): Promise<void>;
}
