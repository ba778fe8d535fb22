import type { TranscriptLine } from '../../packages/ui/src/test-support/transcript-format.ts';

/**
 * A transcript as a list a sighted reader scans and a screen-reader user can step through: what the
 * visitor did, then each phrase heard, in order.
 */
export function SpokenTranscript({ name, lines }: { name: string; lines: TranscriptLine[] }) {
  return (
    <figure className="sb-transcript">
      <figcaption>
        Transcript: <code>{name}</code>
      </figcaption>
      <ol>
        {lines.map((line, index) =>
          line.kind === 'action' ? (
            <li key={index} className="sb-transcript__action">
              <strong>Visitor: </strong>
              {line.text}
            </li>
          ) : (
            <li key={index} className="sb-transcript__spoken">
              <span className="sb-transcript__who">Heard: </span>
              {line.text}
            </li>
          ),
        )}
      </ol>
    </figure>
  );
}
