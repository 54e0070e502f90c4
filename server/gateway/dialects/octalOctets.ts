/**
 * MikroTik writes its CHAP id and challenge into the login page as octal escapes, "\371" and
 * "\357\015\330…" (RouterOS HotSpot customisation, variables chap-id and chap-challenge): their
 * octets, or undefined for anything else.
 */
export function octalOctets(text: string): Buffer | undefined {
  const out: number[] = [];
  for (let i = 0; i < text.length; ) {
    const octal = /^\\([0-7]{1,3})/.exec(text.slice(i));
    if (octal) {
      const value = Number.parseInt(octal[1] as string, 8);
      if (value > 255) return undefined;
      out.push(value);
      i += octal[0].length;
      continue;
    }
    const code = text.charCodeAt(i);
    if (code > 0x7e || code < 0x20 || text[i] === "\\") return undefined;
    out.push(code);
    i++;
  }
  return Buffer.from(out);
}
