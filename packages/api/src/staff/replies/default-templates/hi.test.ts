import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { hi } from './hi.js';
import type { DefaultTemplates } from './types.js';

const keysOf = (templates: DefaultTemplates) => ({
  everyKind: templates.everyKind.map((template) => template.key),
  byKind: Object.fromEntries(
    Object.entries(templates.byKind).map(([kind, list]) => [kind, list?.map((template) => template.key)]),
  ),
});

describe('the Hindi reply templates', () => {
  it('have every template of the English ones, by the same keys', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('are written in Hindi and keep the record placeholders', () => {
    for (const template of [...hi.everyKind, ...Object.values(hi.byKind).flat()]) {
      if (!template) continue;
      expect(template.subject, template.key).toMatch(/[\u0900-\u097F]/);
      expect(template.body, template.key).toContain('{name}');
      expect(template.body, template.key).toContain('{reference}');
    }
  });
});
