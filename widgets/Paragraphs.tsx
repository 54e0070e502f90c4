/** A per-vessel text as paragraphs: blank lines separate them, as in the legal pages. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, two paragraphs may read the same
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
