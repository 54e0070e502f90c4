/** The mail's words in one language, for its text part and its HTML part alike. */
export interface MailWords {
  locale: string;
  subject: string;
  greeting: string;
  thanks: string;
  codeLabel: string;
  vouchers: { code: string; item: string; terms: string }[];
  howTo: string;
  portal: { line: string; url: string } | undefined;
  reference: string;
  signature: string;
}
