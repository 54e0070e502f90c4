export interface Mail {
  to: string;
  subject: string;
  body: string;
  // the order it belongs to, so the outbox can be read per order
  publicId: string | null;
}

// how order e-mails leave the server; an SMTP or API transport implements the same one method
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}
