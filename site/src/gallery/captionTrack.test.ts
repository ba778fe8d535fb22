import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { films } from '../content/hi/gallery.js';
import { captionTrack as englishTrack } from './captionTrack.en.js';
import { captionTrack as hindiTrack } from './captionTrack.hi.js';

const media = (file: string) => readFileSync(new URL(`../../public/media/${file}`, import.meta.url), 'utf8');

/** Each cue of a WebVTT file as its times and its text. */
const cues = (vtt: string) =>
  [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3})\n(.+)$/gm)].map(([, times, text]) => ({
    times,
    text,
  }));

describe("the film's captions", () => {
  const english = cues(media('one-year.en.vtt'));
  const hindi = cues(media('one-year.hi.vtt'));

  it('in Hindi have the English cue times and the captions the Hindi transcript quotes', () => {
    expect(hindi.map((cue) => cue.times)).toEqual(english.map((cue) => cue.times));
    const quoted = films['one-year'].transcript.flatMap((line) =>
      [...line.matchAll(/“(.+?)”/g)].map((m) => m[1]),
    );
    expect(hindi.map((cue) => cue.text)).toEqual(quoted);
  });

  it('are offered in the page language, named in itself', () => {
    expect(englishTrack('/media/one-year.en.vtt')).toEqual({
      src: '/media/one-year.en.vtt',
      srclang: 'en',
      label: 'English',
    });
    expect(hindiTrack('/media/one-year.en.vtt')).toEqual({
      src: '/media/one-year.hi.vtt',
      srclang: 'hi',
      label: 'हिन्दी',
    });
  });
});
