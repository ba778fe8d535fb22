import { contrastPairs } from '../../packages/ui/src/tokens/contrast-pairs.ts';
import { contrastRatio } from '../../packages/ui/src/tokens/contrast.ts';
import { colorTokenNames, scaleTokens, themes, type ThemeName } from '../../packages/ui/src/tokens/tokens.ts';

const themeNames = Object.keys(themes) as ThemeName[];

const swatch = (color: string) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-block',
      width: '1.5rem',
      height: '1.5rem',
      verticalAlign: 'middle',
      marginInlineEnd: '0.5rem',
      border: '1px solid #687080',
      background: color,
    }}
  />
);

/** Every colour token with its value in each theme. */
export function ColorTokenTable() {
  return (
    <table>
      <caption>Colour tokens by theme</caption>
      <thead>
        <tr>
          <th scope="col">Custom property</th>
          {themeNames.map((name) => (
            <th scope="col" key={name}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {colorTokenNames.map((token) => (
          <tr key={token}>
            <th scope="row">
              <code>--ui-color-{token}</code>
            </th>
            {themeNames.map((name) => (
              <td key={name}>
                {swatch(themes[name][token])}
                <code>{themes[name][token]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The contrast of every pair the components draw, computed from the tokens (the unit test enforces the minimums). */
export function ContrastTable() {
  return (
    <table>
      <caption>Contrast of every colour pair the components use</caption>
      <thead>
        <tr>
          <th scope="col">Use</th>
          <th scope="col">Foreground on background</th>
          <th scope="col">Minimum</th>
          {themeNames.map((name) => (
            <th scope="col" key={name}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair, index) => {
          const foregrounds = [pair.fg].flat();
          return (
            <tr key={index}>
              <td>{pair.use}</td>
              <td>
                <code>{foregrounds.join(' or ')}</code> on <code>{pair.bg}</code>
              </td>
              <td>{pair.min}:1</td>
              {themeNames.map((name) => {
                const ratio = Math.max(
                  ...foregrounds.map((fg) => contrastRatio(themes[name][fg], themes[name][pair.bg])),
                );
                return <td key={name}>{ratio.toFixed(2)}:1</td>;
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Spacing, type, radius, focus and motion tokens. */
export function ScaleTokenTable() {
  return (
    <table>
      <caption>Tokens shared by both themes</caption>
      <thead>
        <tr>
          <th scope="col">Custom property</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(scaleTokens).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>--ui-{name}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
