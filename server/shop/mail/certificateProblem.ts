// OpenSSL's verify results as Node words them, and Node's own name check: the mail server's
// certificate is not trusted here. nodemailer reports these as ESOCKET, like a server that is down.
const UNTRUSTED =
  /self[- ]signed certificate|unable to (?:verify the first certificate|get (?:local )?issuer certificate)|certificate (?:has expired|is not yet valid|has been revoked)|Hostname\/IP does not match certificate|unable to verify leaf signature|certificate signature failure|CERT_/i;

/** The certificate failure an SMTP try met, in Node's words; undefined for any other failure. */
export function certificateProblem(error: unknown): string | undefined {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message !== "string" || (code !== "ESOCKET" && code !== "ETLS")) return undefined;
  const match = UNTRUSTED.exec(message);
  return match ? message.replace(/^Error initiating TLS - /, "").split(":")[0] : undefined;
}
