/** Paragraphs of a content module's text, one `<p>` each. */
export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => <p key={text}>{text}</p>);
}
