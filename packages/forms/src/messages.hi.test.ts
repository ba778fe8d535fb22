import { describe, expect, it } from 'vitest';
import { errorList, type ErrorSource } from './errors.js';
import { apiMessages } from './contract/api-messages.js';
import { apiMessagesHi } from './contract/api-messages.hi.js';
import { languageOfHeader } from './language.js';
import { localizeMessage, messagesFor } from './words-by-language.js';
import { messagesHi } from './messages.hi.js';
import { messages } from './messages.js';
import { optionLabelsHi, optionsIn } from './options.hi.js';
import * as options from './options.js';
import { schemasFor } from './schemas/by-language.js';

/** Every leaf of a table as [key path, text]. */
function leaves(table: unknown, path = ''): [string, unknown][] {
  if (table === null || typeof table !== 'object') return [[path, table]];
  return Object.entries(table).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const devanagari = /[\u0900-\u097F]/;

describe('messagesHi', () => {
  it('has exactly the keys of messages, each a Hindi text', () => {
    const english = leaves(messages);
    const hindi = leaves(messagesHi);
    expect(hindi.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of hindi) {
      expect(typeof text, key).toBe('string');
      expect(text, key).toMatch(devanagari);
    }
  });

  it('gives one Hindi text for each English text, so a message can be turned into Hindi', () => {
    const seen = new Map<string, string>();
    const pairs = [
      ...leaves(messages).map(([key, text]) => [text, leaves(messagesHi).find(([k]) => k === key)?.[1]]),
      ...Object.keys(apiMessagesHi).map((key) => [
        apiMessages[key as keyof typeof apiMessagesHi],
        apiMessagesHi[key as keyof typeof apiMessagesHi],
      ]),
    ] as [string, string][];
    for (const [english, hindi] of pairs) {
      expect(seen.get(english) ?? hindi, english).toBe(hindi);
      seen.set(english, hindi);
    }
  });

  it('has every public word of the server in Hindi', () => {
    for (const [key, text] of Object.entries(apiMessagesHi)) expect(text, key).toMatch(devanagari);
    expect(localizeMessage(apiMessages.malformedJson, 'hi')).toBe(apiMessagesHi.malformedJson);
  });

  it('is what messagesFor gives for Hindi; English stays the spec words', () => {
    expect(messagesFor('hi')).toBe(messagesHi);
    expect(messagesFor('en')).toBe(messages);
    expect(localizeMessage(messages.email.required, 'en')).toBe('Email is required');
    expect(localizeMessage('A text of nobody', 'hi')).toBe('A text of nobody');
  });
});

describe('schemasFor', () => {
  const emptyOf: Record<string, Record<string, unknown>> = {
    eventRegistration: { isPersonWithDisability: 'Yes', disabilityType: 'Other (please specify)' },
  };
  const names = Object.keys(schemasFor('en')) as (keyof ReturnType<typeof schemasFor>)[];

  it.each(names)('%s says in Hindi, field by field, what it says in English', (name) => {
    for (const values of [
      emptyOf[name] ?? {},
      { fullName: 'A', email: 'not an address', mobile: '1111111111', subject: 'x', expertise: ['x'] },
    ]) {
      const english = schemasFor('en')[name].safeParse(values);
      const hindi = schemasFor('hi')[name].safeParse(values);
      expect(english.success).toBe(false);
      const englishErrors = errorList(english as ErrorSource);
      const hindiErrors = errorList(hindi as ErrorSource);
      expect(englishErrors.length).toBeGreaterThan(0);
      expect(hindiErrors).toEqual(
        englishErrors.map(({ field, message }) => ({ field, message: localizeMessage(message, 'hi') })),
      );
      for (const { message } of hindiErrors) expect(message).toMatch(devanagari);
    }
  });

  it('keeps the English schemas in the spec words', () => {
    const result = schemasFor('en').contactUs.safeParse({});
    expect(errorList(result as ErrorSource)[0]).toEqual({
      field: 'fullName',
      message: 'Full name is required',
    });
  });
});

describe('option labels', () => {
  it('label every option of every list in Hindi and keep the values', () => {
    const lists = Object.values(options).filter(Array.isArray) as (readonly options.Option[])[];
    expect(lists.length).toBeGreaterThan(5);
    for (const list of lists) {
      const hindi = optionsIn(list, 'hi');
      expect(hindi.map((option) => option.value)).toEqual(list.map((option) => option.value));
      for (const option of hindi) expect(option.label, option.value).toMatch(devanagari);
    }
    expect(optionsIn(options.yesNoOptions, 'en')).toBe(options.yesNoOptions);
    expect(optionLabelsHi.Yes).toBe('हाँ');
  });
});

describe('languageOfHeader', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['fr, hi;q=0.5', 'hi'],
    ['hi;q=0, en', 'en'],
    ['fr', undefined],
    [undefined, undefined],
  ])('reads %s as %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});
