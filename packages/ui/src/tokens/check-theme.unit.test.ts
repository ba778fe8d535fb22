import { describe, expect, it } from 'vitest';
import { checkTheme } from './check-theme.js';
import { runCheckThemeCli } from './check-theme-cli.js';
import { contrastRatio, parseColor } from './contrast.js';
import { checkThemeCss } from './theme-css.js';

describe('contrastRatio', () => {
  it('reads every CSS hex form', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000f', '#ffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000ff', '#FFFFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(0 0 0)', 'rgba(255, 255, 255, 1)')).toBeCloseTo(21, 5);
  });

  it('blends a translucent foreground over the background', () => {
    // Black at 50% over white draws #808080 (128/255 rounds the same as 0.5).
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 1);
    expect(contrastRatio('#0000', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('blends a translucent background over the backdrop, white unless given', () => {
    expect(contrastRatio('#000', '#0000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#0000', '#000')).toBeCloseTo(21, 5);
  });

  it('refuses what is not a colour, with the forms it reads', () => {
    expect(() => parseColor('#12')).toThrow(/#rgb, #rgba, #rrggbb or #rrggbbaa/);
    expect(() => parseColor('tomato')).toThrow(/tomato/);
  });
});

describe('checkTheme', () => {
  it('passes our own themes', () => {
    const check = checkTheme();
    expect(check.failures).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.results.length).toBeGreaterThan(100);
  });

  it('reports a brand colour that fails, in the theme where it fails, with its ratio and minimum', () => {
    const check = checkTheme({ light: { primary: '#e6731a', 'primary-hover': '#c45f12' } });
    expect(check.ok).toBe(false);
    const buttonText = check.failures.find(
      (result) => result.fg === 'on-primary' && result.bg === 'primary' && result.theme === 'light',
    );
    expect(buttonText?.ratio).toBeCloseTo(3.07, 2);
    expect(buttonText?.required).toBe(4.5);
    expect(check.failures.every((result) => result.theme === 'light')).toBe(true);
  });

  it('checks the dark theme too, and counts the WCAG minimum, not our 7:1 aim', () => {
    const check = checkTheme({ dark: { text: '#8a8f99' } });
    const body = check.results.filter(
      (result) => result.theme === 'dark' && result.fg === 'text' && result.bg === 'bg',
    );
    expect(body[0]?.required).toBe(4.5);
    expect(body[0]?.aim).toBe(7);
    expect(check.belowAim.some((result) => result.fg === 'text')).toBe(true);
  });

  it('fails a value it cannot read, and names keys that are not tokens', () => {
    const check = checkTheme({ light: { link: 'tomato' }, dark: { primry: '#000' } as never });
    expect(check.failures.some((result) => result.fg === 'link' && Number.isNaN(result.ratio))).toBe(true);
    expect(check.unknownTokens).toEqual(['dark: primry']);
  });
});

const brand = `
:root, [data-theme='light'] { --brand: #e6731a; --ui-color-primary: var(--brand); }
`;

const bothThemes = `
:root,
[data-theme='light'] {
  --ui-color-primary: #a3470b;
  --ui-color-primary-hover: #7f3708;
  --ui-color-link: #a3470b;
  --ui-color-selected: #a3470b;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme='light']) {
    --ui-color-primary: #ffb37a;
    --ui-color-primary-hover: #ffd0ad;
    --ui-color-link: #ffb37a;
    --ui-color-selected: #ffb37a;
  }
}
[data-theme='dark'] {
  --ui-color-primary: #ffb37a;
  --ui-color-primary-hover: #ffd0ad;
  --ui-color-link: #ffb37a;
  --ui-color-selected: #ffb37a;
}
`;

describe('checkThemeCss', () => {
  it('finds our own tokens when given nothing, in all four situations', () => {
    const check = checkThemeCss('');
    expect(check.ok).toBe(true);
    expect(check.themes['light']?.primary).toBe('#1a44b8');
    expect(check.themes['dark (prefers-color-scheme)']?.primary).toBe('#8fb3ff');
    expect(check.themes['dark (data-theme="dark")']?.primary).toBe('#8fb3ff');
    expect(check.themes['light (data-theme="light")']?.primary).toBe('#1a44b8');
  });

  it('follows var() and reports the failing brand in the light situations only', () => {
    const check = checkThemeCss(brand);
    expect(check.themes['light']?.primary).toBe('#e6731a');
    expect(check.themes['dark (prefers-color-scheme)']?.primary).toBe('#8fb3ff');
    expect(check.ok).toBe(false);
    expect(new Set(check.failures.map((result) => result.theme))).toEqual(
      new Set(['light', 'light (data-theme="light")']),
    );
  });

  it('shows a bare :root override reaching dark through data-theme="dark" on <html>', () => {
    const check = checkThemeCss(':root { --ui-color-link: #1a44b8; }');
    expect(check.themes['dark (prefers-color-scheme)']?.link).toBe('#8fb3ff');
    expect(check.themes['dark (data-theme="dark")']?.link).toBe('#1a44b8');
    expect(check.failures.some((result) => result.theme === 'dark (data-theme="dark")')).toBe(true);
  });

  it('passes a brand set for both themes the documented way', () => {
    const check = checkThemeCss(bothThemes);
    expect(check.failures.map((result) => `${result.theme}: ${String(result.fg)} on ${result.bg}`)).toEqual(
      [],
    );
    expect(check.themes['dark (data-theme="dark")']?.primary).toBe('#ffb37a');
  });

  it('warns about what it cannot follow, and about layered overrides, which lose to the tokens', () => {
    const check = checkThemeCss(`
      .brand { --ui-color-primary: #000; }
      @media print { :root { --ui-color-text: #000; } }
      @layer brand { :root { --ui-color-link: #000; } }
      :root { --ui-color-primry: #000; }
    `);
    expect(check.warnings.join('\n')).toMatch(/--ui-color-primary on "\.brand"/);
    expect(check.warnings.join('\n')).toMatch(/@media print/);
    expect(check.warnings.join('\n')).toMatch(/--ui-color-link is set inside @layer/);
    expect(check.warnings.join('\n')).toMatch(/--ui-color-primry is not a colour token/);
    expect(check.themes['light']?.link).toBe('#1a44b8');
  });
});

describe('npx @inclusion/ui check-theme', () => {
  const files: Record<string, string> = { 'brand.css': brand, 'both.css': bothThemes };
  const read = (path: string) => {
    const text = files[path];
    if (text === undefined) throw new Error('ENOENT: no such file');
    return text;
  };

  it('lists each failing pair and exits with 1', () => {
    const { code, output } = runCheckThemeCli(['check-theme', 'brand.css'], read);
    expect(code).toBe(1);
    expect(output).toContain('light: on-primary on primary 3.07:1, needs 4.5:1 (primary button text)');
  });

  it('says every pair passes and exits with 0', () => {
    const { code, output } = runCheckThemeCli(['check-theme', 'both.css'], read);
    expect(code).toBe(0);
    expect(output).toMatch(/Every pair meets its WCAG minimum/);
    expect(output).toMatch(/Checked \d+ pairs in 4 situations/);
  });

  it('explains its use when called wrongly, and names a file it cannot read', () => {
    expect(runCheckThemeCli([], read)).toMatchObject({ code: 2, output: expect.stringContaining('Usage') });
    expect(runCheckThemeCli(['check-theme', 'missing.css'], read)).toMatchObject({
      code: 2,
      output: expect.stringContaining('Cannot read missing.css'),
    });
  });
});
