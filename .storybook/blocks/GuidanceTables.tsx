import { InlineText } from './InlineText.tsx';
import type { KeyboardRow, ManualCheck } from '../../packages/ui/src/docs-support/guidance.ts';

export function KeyboardTable({ rows }: { rows: KeyboardRow[] }) {
  return (
    <table className="sb-guidance-table">
      <caption>Keys and what they do</caption>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">What happens</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.keys}>
            <th scope="row">
              <kbd>{row.keys}</kbd>
            </th>
            <td>
              <InlineText text={row.action} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** USWDS-style manual tests: who tries what, what must happen, and whether a test already proves it. */
export function ManualChecklist({ rows }: { rows: ManualCheck[] }) {
  return (
    <table className="sb-guidance-table">
      <caption>What to try with real assistive technology</caption>
      <thead>
        <tr>
          <th scope="col">With</th>
          <th scope="col">Try</th>
          <th scope="col">What must happen</th>
          <th scope="col">Proven by</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.with}</th>
            <td>
              <InlineText text={row.try} />
            </td>
            <td>
              <InlineText text={row.expect} />
            </td>
            <td>
              {row.provenBy ? (
                <>
                  Automated: <code>{row.provenBy}</code>
                </>
              ) : (
                <strong>A person must try this</strong>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
