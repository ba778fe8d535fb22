import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The glossary's rules for numbers and for naming people in Hindi (docs/glossary-hi.md), held over
 * every Hindi text we write, wherever it lives: the site's content, the forms' messages, the server's
 * thanks and mails, the ui tables, the stories and the film's captions. Tests and recorded
 * transcripts only repeat them.
 */
const repository = fileURLToPath(new URL('../..', import.meta.url));
const devanagari = /[\u0900-\u097F]/;

/** A range of small numbers written with a hyphen or a dash before a Hindi word: '24-48 घंटों'. */
const dashedRange = /(?<![\d-])\b\d{1,3}\s*[-–]\s*\d{1,3}\s*(?=[\u0900-\u097F])/gu;
const devanagariDigits = /[\u0966-\u096F]/gu;

/** Tracked source files that hold Devanagari, but not tests, transcripts or the glossary that names the rules. */
function hindiSources(): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mjs', '*.vtt'], {
    cwd: repository,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !/\.test\.tsx?$|__transcripts__\/|\.spec\.ts$/.test(file));
  return files.filter((file) => devanagari.test(readFileSync(join(repository, file), 'utf8')));
}

/** Each line of `text` where `pattern` matches, as 'file:line: match'. */
function breaches(file: string, text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(pattern)].map((match) => `${file}:${index + 1}: ${match[0].trim()}`),
    );
}

/** Words the glossary never uses for people: it names what a person does, not what they "suffer". */
const pityWords = /विकलांग|अपंग|बेचारा|पीड़ित(?<!तेज़ाब हमला पीड़ित)/gu;

describe('Hindi text follows the glossary’s rules for numbers and for people', () => {
  const files = hindiSources();

  it('finds the Hindi sources to check', () => {
    expect(files).toEqual(
      expect.arrayContaining(['packages/ui/src/locale/hi.ts', 'packages/forms/src/messages.hi.ts']),
    );
  });

  it('writes a range with से, so a voice reads it as a range: "24 से 48 घंटे", never "24-48 घंटे"', () => {
    const found = files.flatMap((file) =>
      breaches(file, readFileSync(join(repository, file), 'utf8'), dashedRange),
    );
    expect(found).toEqual([]);
  });

  it('writes numbers in 0–9, never in Devanagari digits', () => {
    const found = files.flatMap((file) =>
      breaches(file, readFileSync(join(repository, file), 'utf8'), devanagariDigits),
    );
    expect(found).toEqual([]);
  });

  it('never calls people विकलांग, अपंग, बेचारा or पीड़ित (but for the Act’s तेज़ाब हमला पीड़ित)', () => {
    const found = files.flatMap((file) =>
      breaches(file, readFileSync(join(repository, file), 'utf8'), pityWords),
    );
    expect(found).toEqual([]);
  });

  it('would catch each', () => {
    expect(breaches('sample', 'हम 24-48 घंटों में, ५ दिन', dashedRange)).toEqual(['sample:1: 24-48']);
    expect(breaches('sample', 'हम 24-48 घंटों में, ५ दिन', devanagariDigits)).toEqual(['sample:1: ५']);
    expect(breaches('sample', '+91 11 4567-8900 पर फ़ोन करें, 2026-11-29 को', dashedRange)).toEqual([]);
    expect(breaches('sample', 'विकलांग लोग; तेज़ाब हमला पीड़ित; बाढ़ पीड़ित', pityWords)).toEqual([
      'sample:1: विकलांग',
      'sample:1: पीड़ित',
    ]);
  });
});
