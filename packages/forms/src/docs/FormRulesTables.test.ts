import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formCatalogue } from '../schemas/catalogue.js';
import { AllFormRules, FormRulesTable } from './FormRulesTables.js';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the docs tables', () => {
  it('give every form a heading and a captioned table with scoped headers', () => {
    const html = renderToStaticMarkup(createElement(AllFormRules));
    expect(html.match(/<table>/g)).toHaveLength(formCatalogue.length);
    expect(html.match(/<caption>/g)).toHaveLength(formCatalogue.length);
    expect(html.match(/<h2 /g)).toHaveLength(formCatalogue.length);
    expect(html).toContain('<th scope="col">Field</th>');
    expect(html).toContain('<th scope="row"');
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)/);
  });

  it.each(formCatalogue.map((form) => [form.title, form] as const))(
    'list every field and message of %s',
    (_title, form) => {
      const html = renderToStaticMarkup(createElement(FormRulesTable, { form }));
      for (const name of Object.keys(form.fields)) expect(html).toContain(`<code>${name}</code>`);
      const texts = [
        ...Object.values(form.fields).flatMap((f) => f.rules),
        ...form.conditions.flatMap((c) => c.rules),
      ];
      for (const { message } of texts) expect(html).toContain(escape(message));
    },
  );
});
