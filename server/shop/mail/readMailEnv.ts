import { readFileSync } from "node:fs";
import type { EnvSection } from "../../env/EnvSection.ts";
import { checkSection } from "../../env/checkEnv.ts";
import { ServerEnvError } from "../../env/ServerEnvError.ts";

// order e-mail over SMTP (issue 27); unset: mail stays in the outbox
export const MAIL_ENV = {
  // operations (issue 27): order e-mail over SMTP, Prometheus metrics, how long personal data stays
  SMTP_URL: {
    rule: {
      type: "string",
      pattern: "^smtps?://[^\\s/?#]+(?:[/?][^\\s]*)?$",
      says: "an SMTP URL, smtp://user:password@host:587 or smtps://user:password@host:465",
    },
    unset: "",
    text: "order e-mail: `smtp://user:password@host:587` (STARTTLS required: a server that does not offer it gets nothing; `?requireTLS=false` allows clear text) or `smtps://user:password@host:465`; needs `MAIL_FROM`. Unset: mail stays in table `mail_outbox` ([order e-mail](shop-and-cruise.md))",
  },
  MAIL_FROM: {
    rule: {
      type: "string",
      // one address, bare or with a name; no line break (it becomes a header)
      pattern: '^(?:[^<>@\\r\\n"]+ <[^\\s<>@]+@[^\\s<>@]+\\.[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+\\.[^\\s<>@]+)$',
      says: 'an e-mail address, wifi@operator.example or "Ship Wi-Fi <wifi@operator.example>"',
    },
    unset: "",
    text: "the sender of order e-mail: `wifi@operator.example` or `Ship Wi-Fi <wifi@operator.example>`",
  },
  // a PEM file: the CA that signed a private mail server's certificate (read and checked at start)
  SMTP_CA_FILE: {
    rule: { type: "string", minLength: 1 },
    unset: "",
    text: "a PEM file of the certificate authority that signed a private mail server's certificate (read at start; a missing file or one without a certificate stops it). It replaces the public roots for the mail server only; `NODE_EXTRA_CA_CERTS` adds a CA for the whole process instead",
  },
} satisfies EnvSection;

// SMTP_CA_FILE read once at start: a missing or empty file stops the start, not the first mail
function readCaFile(file: string): string {
  let pem: string;
  try {
    pem = readFileSync(file, "utf8");
  } catch (error) {
    throw new ServerEnvError(
      `SMTP_CA_FILE cannot be read (${(error as { code?: string }).code ?? error}): ${file}`,
    );
  }
  if (!pem.includes("-----BEGIN CERTIFICATE-----"))
    throw new ServerEnvError(
      `SMTP_CA_FILE must be a PEM file of certificates (-----BEGIN CERTIFICATE-----): ${file}`,
    );
  return pem;
}

/** SMTP_URL, MAIL_FROM and SMTP_CA_FILE (its certificates read now); a wrong one throws ServerEnvError. */
export function readMailEnv(env: NodeJS.ProcessEnv): { smtp?: { url: string; from: string; ca?: string } } {
  const raw = checkSection<{ SMTP_URL?: string; MAIL_FROM?: string; SMTP_CA_FILE?: string }>(MAIL_ENV, env);
  // mail needs a sender: a server that would send as nobody refuses to start instead
  if (raw.SMTP_URL && !raw.MAIL_FROM)
    throw new ServerEnvError(
      'SMTP_URL needs MAIL_FROM: the sender of order e-mail, wifi@operator.example or "Ship Wi-Fi <wifi@operator.example>"',
    );
  const ca = raw.SMTP_CA_FILE ? readCaFile(raw.SMTP_CA_FILE) : undefined;
  return {
    smtp:
      raw.SMTP_URL && raw.MAIL_FROM
        ? { url: raw.SMTP_URL, from: raw.MAIL_FROM, ...(ca ? { ca } : {}) }
        : undefined,
  };
}
