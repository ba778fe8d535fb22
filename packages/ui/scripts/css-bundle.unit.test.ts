import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildStylesheets,
  componentLayer,
  componentStylesheets,
  folderDependencies,
  readStyleImports,
} from './css-bundle.ts';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

describe('src/styles.css', () => {
  const imports = readStyleImports(srcDir);

  it.each(componentStylesheets(srcDir))('imports %s in its component layer', (path) => {
    const folder = path.split('/')[1] ?? '';
    const line = `@import '${path}' layer(${componentLayer(folder)});`;
    const entry = imports.find((candidate) => candidate.path === path);
    expect(entry, `add this line to src/styles.css: ${line}`).toBeDefined();
    expect(entry?.layer, `write it as: ${line}`).toBe(componentLayer(folder));
  });

  it('keeps the tokens unlayered, so a project overrides them with the same selectors', () => {
    expect(imports.find((entry) => entry.path === './tokens/tokens.css')?.layer).toBeUndefined();
  });
});

describe('the published stylesheets', () => {
  const files = buildStylesheets(srcDir);
  const order = files.get('styles.css')?.match(/^@layer [^{]+;$/m)?.[0];

  it('give every component folder its own file', () => {
    const folders = new Set(componentStylesheets(srcDir).map((path) => path.split('/')[1]));
    for (const folder of folders) expect(files.has(`css/${folder}.css`), folder).toBe(true);
  });

  it('start with one layer order, the same in every file, base first', () => {
    expect(order).toMatch(/^@layer inclusion-ui\.base, inclusion-ui\.components\.visually-hidden, /);
    for (const [path, css] of files) {
      if (path !== 'tokens.css') expect(css.match(/^@layer [^{]+;$/m)?.[0], path).toBe(order);
    }
  });

  it('put what a component draws with into its file: MenuDisclosure brings Button', () => {
    expect(folderDependencies(srcDir, 'menu-disclosure').has('button')).toBe(true);
    const css = files.get('css/menu-disclosure.css') ?? '';
    expect(css).toContain(`@layer ${componentLayer('button')} {`);
    expect(css).toContain(`@layer ${componentLayer('menu-disclosure')} {`);
    expect(css).not.toContain('.ui-card');
  });

  it('leave Button on its own, and the tokens out of the component files', () => {
    const css = files.get('css/button.css') ?? '';
    expect(css).toContain('.ui-button');
    expect(css).not.toContain('.ui-modal');
    expect(css).not.toContain('--ui-color-primary:');
    expect(files.get('styles.css')).toContain('--ui-color-primary:');
  });

  it('wrap base.css in the base layer, below the components', () => {
    expect(files.get('base.css')).toMatch(/@layer inclusion-ui\.base \{\n {2}\*,/);
  });
});
