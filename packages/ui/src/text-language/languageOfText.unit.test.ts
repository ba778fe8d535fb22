import { describe, expect, it } from 'vitest';
import { languageOfText } from './languageOfText.js';

describe('languageOfText', () => {
  it('names Hindi for text mostly in Devanagari', () => {
    expect(languageOfText('मुझे ब्रेल में किताबें चाहिए')).toBe('hi');
    expect(languageOfText('मुझे braille में किताबें चाहिए')).toBe('hi');
  });

  it('names nothing for English, empty or missing text', () => {
    expect(languageOfText('I need books in braille')).toBeUndefined();
    expect(languageOfText('I need books (किताबें) in braille for my daughter')).toBeUndefined();
    expect(languageOfText('')).toBeUndefined();
    expect(languageOfText(null)).toBeUndefined();
    expect(languageOfText('+91 98765 43210')).toBeUndefined();
  });
});
