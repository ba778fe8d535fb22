import { describe, expect, it } from 'vitest';
import {
  classNamesIn,
  classNamesOfHtml,
  splitByLayer,
  stylesForPage,
  topLevelParts,
} from '../../site/scripts/split-css.mjs';

/** The per-page styles of site/scripts/split-css.mjs, on a small sheet shaped like the built one. */
const css = [
  '@layer app.base{body{margin:0}}',
  '@layer app.card{.card{color:red}.card__title{font-weight:700}}',
  '@layer app.gallery,app.alert;',
  '@layer app.gallery{@media (width>=37.5em){.gallery{display:grid}}.gallery a[href="x.y"]{color:blue}}',
  '@layer app.alert{.alert{border:1px solid}}',
  '@layer app.card{.card:hover{color:green}}',
  '.site-header{content:"a{b;c}"}',
].join('');

describe('splitting the stylesheet by layer', () => {
  it('finds the top-level parts, braces and semicolons in strings included', () => {
    expect(topLevelParts(css)).toHaveLength(7);
    expect(() => topLevelParts('.a{')).toThrow(/unbalanced/);
  });

  it('lists every layer in the order it first appears, and groups each layer’s blocks', () => {
    const split = splitByLayer(css);
    expect(split.order).toEqual(['app.base', 'app.card', 'app.gallery', 'app.alert']);
    expect(split.blocks.get('app.card')).toHaveLength(2);
  });

  it('reads the class names of selectors only, not of media queries or values', () => {
    expect([...classNamesIn('@layer x{@media (width>=37.5em){.a .b:not(.c){color:red}}}')].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect([...classNamesOfHtml('<p class="a  b"><span class="c">x</span></p>')]).toEqual(['a', 'b', 'c']);
  });

  it('leaves out whole layers the page does not use, keeps the ones asked for, and declares the order first', () => {
    const split = splitByLayer(css);
    const page = stylesForPage(split, new Set(['card']), (layer: string) => layer === 'app.alert');
    expect(page.deferred).toEqual(['app.gallery']);
    expect(page.css.startsWith('@layer app.base,app.card,app.gallery,app.alert;')).toBe(true);
    // Both blocks of a kept layer stay, in their order; unlayered rules and class-less layers stay.
    expect(page.css).toContain('.card{color:red}');
    expect(page.css).toContain('.card:hover{color:green}');
    expect(page.css.indexOf('.card{')).toBeLessThan(page.css.indexOf('.card:hover'));
    expect(page.css).toContain('body{margin:0}');
    expect(page.css).toContain('.alert{');
    expect(page.css).toContain('.site-header{');
    expect(page.css).not.toContain('display:grid');
    expect(page.css).not.toContain('.gallery a');
  });
});
