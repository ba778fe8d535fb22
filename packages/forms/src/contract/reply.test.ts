import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  replyLanguages,
  replyRequest,
  replyTemplateRequest,
  unknownPlaceholders,
} from './reply.js';

describe('reply placeholders', () => {
  it('fills {name} and {reference} wherever they are, and leaves other braces', () => {
    expect(
      fillPlaceholders('Dear {name}, about {reference} ({reference}); {other}', {
        name: 'आशा राव',
        reference: 'CON-20261128-ESREKV',
      }),
    ).toBe('Dear आशा राव, about CON-20261128-ESREKV (CON-20261128-ESREKV); {other}');
  });

  it('names each unknown placeholder once, in order', () => {
    expect(unknownPlaceholders('Hi {firstName} {name} {firstName} { name } {}')).toEqual([
      'firstName',
      ' name ',
      '',
    ]);
    expect(unknownPlaceholders('Hi {name}, ref {reference}')).toEqual([]);
  });
});

describe('the reply request', () => {
  it('trims the subject and the text, and refuses an unknown placeholder with its name', () => {
    expect(replyRequest.parse({ subject: '  Hello  ', body: ' Text ' })).toEqual({
      subject: 'Hello',
      body: 'Text',
    });
    const refused = replyRequest.safeParse({ subject: 'Hi {nme}', body: 'x', version: 0 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', '{nme} is not a placeholder: use {name} or {reference}'],
      ['version', 'The version must be a whole number from 1'],
    ]);
  });

  it('takes a template in each language of replyLanguages, and no other', () => {
    const template = { kind: 'contact', name: 'Thanks', subject: 'Thanks', body: 'Dear {name}' };
    for (const language of replyLanguages) {
      expect(replyTemplateRequest.safeParse({ ...template, language }).success, language).toBe(true);
    }
    expect(replyTemplateRequest.safeParse({ ...template, language: 'fr' }).success).toBe(false);
  });
});
