// apart from the transport (smtpTransport.ts), so that the start line can say it without loading
// nodemailer, which a server loads only when SMTP_URL is set (mailPlugin.ts)

// the URL's own word on TLS, in nodemailer's option names: requireTLS=false or ignoreTLS=true
const CLEAR_ALLOWED = /[?&](?:requireTLS=false|ignoreTLS=true)(?:&|$)/i;

/**
 * How SMTP_URL protects the mail and its login: smtps:// is TLS from the start; smtp:// must
 * upgrade with STARTTLS (nodemailer's requireTLS), or the try fails and is retried like an
 * unreachable server, so codes and the password never cross the ship's network in clear. Only the
 * URL itself can allow clear text (`?requireTLS=false`: STARTTLS when offered, clear otherwise).
 */
export type SmtpSecurity = "tls" | "starttls" | "clear allowed";

export function smtpSecurity(url: string): SmtpSecurity {
  if (/^smtps:/i.test(url)) return "tls";
  return CLEAR_ALLOWED.test(url) ? "clear allowed" : "starttls";
}
