import { describeResult } from './check-theme.js';
import { checkThemeCss } from './theme-css.js';

export const checkThemeUsage = `Usage: npx @inclusion/ui check-theme <theme.css> [more.css ...]

Reads the --ui-color-… custom properties of your CSS files (in order, after @inclusion/ui/tokens.css) and
checks every text, border and focus pair the components draw, in the light and the dark theme, against its
WCAG 2.2 AA minimum (4.5:1 for text, 3:1 for borders and focus rings). Exits with 1 when a pair falls short.`;

export interface CliResult {
  code: number;
  output: string;
}

/** The `check-theme` command, without the process around it: `read` returns a file's text. */
export function runCheckThemeCli(args: readonly string[], read: (path: string) => string): CliResult {
  const [command, ...files] = args;
  if (command === '--help' || command === '-h' || command === 'help')
    return { code: 0, output: checkThemeUsage };
  if (command !== 'check-theme' || files.length === 0) return { code: 2, output: checkThemeUsage };
  let css = '';
  for (const file of files) {
    try {
      css += `${read(file)}\n`;
    } catch (error) {
      return { code: 2, output: `Cannot read ${file}: ${(error as Error).message}` };
    }
  }
  const check = checkThemeCss(css);
  const lines: string[] = [];
  const situations = Object.keys(check.themes).length;
  const perSituation = check.results.length / situations;
  if (check.failures.length > 0) {
    lines.push(`${check.failures.length} pairs fall under their WCAG minimum:`);
    lines.push(...check.failures.map((result) => `  ✗ ${describeResult(result)}`));
  } else {
    lines.push(`✓ Every pair meets its WCAG minimum.`);
  }
  if (check.belowAim.length > 0) {
    lines.push(`${check.belowAim.length} pairs pass WCAG AA but not our 7:1 aim for body text:`);
    lines.push(
      ...check.belowAim.map(
        (result) => `  · ${describeResult(result).replace(/needs [\d.]+:1/, `aim ${result.aim}:1`)}`,
      ),
    );
  }
  if (check.warnings.length > 0) {
    lines.push('Warnings:', ...check.warnings.map((warning) => `  ! ${warning}`));
  }
  lines.push(
    `Checked ${perSituation} pairs in ${situations} situations: ${Object.keys(check.themes).join('; ')}.`,
  );
  return { code: check.ok ? 0 : 1, output: lines.join('\n') };
}
