export interface Mail {
  to: string;
  subject: string;
  // the text part; html, when there is one, is the same mail for a mail reader that shows HTML
  body: string;
  html?: string | null;
  // the order it belongs to, so the outbox can be read per order
  publicId: string | null;
}

// how a mail from the outbox leaves the server (SMTP: smtpTransport.ts; tests record instead); a
// rejected promise is a failed try, retried later (the error's `permanent` says when not to)
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
