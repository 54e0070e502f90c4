import { createHmac } from "node:crypto";
import { sameText } from "./sameText.ts";

// the secret being set up travels in the form, signed: nothing is stored until a code confirms it
export const enrolmentSignature = (key: Buffer, accountId: string, secret: string) =>
  createHmac("sha256", key).update(`console-totp:${accountId}:${secret}`).digest("base64url");

export const enrolmentSigned = (key: Buffer, accountId: string, secret: string, signature: string) =>
  sameText(signature, enrolmentSignature(key, accountId, secret));
