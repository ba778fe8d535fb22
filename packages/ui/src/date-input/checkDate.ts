/**
 * Checks the three parts of a date as a visitor typed them and returns GOV.UK Design System messages,
 * with the field's name, and the parts to mark invalid. Pure and free of React and the DOM, so a site
 * checks on the client and again on the server with the same words.
 */

import { enDateCheck, enFormat } from '../locale/en.js';
import { fill, formatList } from '../locale/format.js';
import type { UiStrings } from '../locale/UiStrings.js';

export type DatePart = 'day' | 'month' | 'year';

/** What `checkDateParts` and `formatDate` need of a language's table: English when not given. */
export type DateStrings = Pick<UiStrings, 'locale' | 'numbers' | 'dateCheck'>;

/** What the visitor typed in each box, as strings. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** A calendar date, without a time or a time zone. */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface DateRules {
  /** The field's name as it starts a sentence: 'Date of birth'. */
  name: string;
  /**
   * The name inside a sentence, for 'Enter …' ('your date of birth'). Default: `name` with a small
   * first letter.
   */
  nameInSentence?: string;
  /** When false, three empty boxes are a valid answer (`date: null`). Default: true. */
  required?: boolean;
  /** Where the date must lie against `today`. */
  when?: 'past' | 'today-or-past' | 'future' | 'today-or-future';
  /** The earliest date allowed (itself included). */
  earliest?: CalendarDate;
  /** The latest date allowed (itself included). */
  latest?: CalendarDate;
  /**
   * Today, for `when`. Default: today on this machine's clock. Pass the same day on the client and the
   * server (or the server's), so both give the same answer near midnight.
   */
  today?: CalendarDate;
}

export type DateCheck =
  | { valid: true; date: CalendarDate; iso: string }
  | { valid: true; date: null; iso: null }
  | { valid: false; message: string; fields: DatePart[] };

export const DATE_PARTS: readonly DatePart[] = ['day', 'month', 'year'];

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Strips spaces, which phones and copying often add. */
const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, '');

/** 1 to 31, with or without a leading zero, or an ordinal such as '1st' or '23rd'. */
function parseDay(text: string): number | undefined {
  const match = /^(\d{1,2})(st|nd|rd|th)?$/i.exec(text);
  if (!match) return undefined;
  const day = Number(match[1]);
  return day >= 1 && day <= 31 ? day : undefined;
}

/** 1 to 12, with or without a leading zero, or a month's name in English, in full or shortened ('jan', 'sept'). */
function parseMonth(text: string): number | undefined {
  if (/^\d{1,2}$/.test(text)) {
    const month = Number(text);
    return month >= 1 && month <= 12 ? month : undefined;
  }
  const word = text.toLowerCase().replace(/\.$/, '');
  if (word.length < 3) return undefined;
  const index = MONTH_NAMES.findIndex(
    (name) => name.startsWith(word) || (word === 'sept' && name === 'september'),
  );
  return index === -1 ? undefined : index + 1;
}

function parseYear(text: string): number | undefined {
  if (!/^\d{4}$/.test(text)) return undefined;
  const year = Number(text);
  return year >= 1000 ? year : undefined;
}

export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

const compare = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** '7 May 1990', as GOV.UK writes dates in messages; '7 मई 1990' in Hindi. */
export function formatDate(date: CalendarDate, strings: Pick<UiStrings, 'locale'> = enFormat): string {
  return new Intl.DateTimeFormat(strings.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** '1990-05-07'. */
export function isoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function localToday(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * Checks a date typed in three parts, in GOV.UK's order: nothing entered, then a missing part, then a
 * part that cannot be right, then a date that does not exist, then the rules. The first problem wins.
 * `fields` names the parts to mark invalid: the part the message is about, or all three when it is
 * about the whole date.
 */
export function checkDateParts(
  parts: Partial<DateParts>,
  rules: DateRules,
  strings: DateStrings = { ...enFormat, dateCheck: enDateCheck },
): DateCheck {
  const name = rules.name;
  const words = strings.dateCheck;
  const say = (text: string, values: Record<string, string> = {}) => fill(strings, text, { name, ...values });
  const inSentence = rules.nameInSentence ?? `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  const text = { day: clean(parts.day), month: clean(parts.month), year: clean(parts.year) };
  const whole = (message: string): DateCheck => ({ valid: false, message, fields: [...DATE_PARTS] });

  const missing = DATE_PARTS.filter((part) => text[part] === '');
  if (missing.length === DATE_PARTS.length) {
    return rules.required === false
      ? { valid: true, date: null, iso: null }
      : whole(say(words.enter, { nameInSentence: inSentence }));
  }
  if (missing.length > 0) {
    const list = formatList(
      strings,
      missing.map((part) => words.parts[part]),
    );
    return { valid: false, message: say(words.mustInclude, { parts: list }), fields: missing };
  }

  const day = parseDay(text.day);
  const month = parseMonth(text.month);
  const year = parseYear(text.year);
  const wrong = DATE_PARTS.filter((part) => ({ day, month, year })[part] === undefined);
  if (wrong.length === 1 && wrong[0] === 'year' && /^\d+$/.test(text.year) && text.year.length !== 4) {
    return { valid: false, message: say(words.yearDigits), fields: ['year'] };
  }
  if (wrong.length === 1) {
    return { valid: false, message: say(words.real), fields: wrong };
  }
  if (day === undefined || month === undefined || year === undefined) return whole(say(words.real));
  if (day > daysInMonth(year, month)) return whole(say(words.real));

  const date: CalendarDate = { year, month, day };
  if (rules.when) {
    const today = rules.today ?? localToday();
    const order = compare(date, today);
    const fails = {
      past: order >= 0,
      'today-or-past': order > 0,
      future: order <= 0,
      'today-or-future': order < 0,
    }[rules.when];
    const message = {
      past: words.past,
      'today-or-past': words.todayOrPast,
      future: words.future,
      'today-or-future': words.todayOrFuture,
    }[rules.when];
    if (fails) return whole(say(message));
  }
  const { earliest, latest } = rules;
  const tooEarly = earliest !== undefined && compare(date, earliest) < 0;
  const tooLate = latest !== undefined && compare(date, latest) > 0;
  const dates = {
    earliest: earliest ? formatDate(earliest, strings) : '',
    latest: latest ? formatDate(latest, strings) : '',
  };
  if (earliest && latest && (tooEarly || tooLate)) return whole(say(words.between, dates));
  if (earliest && tooEarly) return whole(say(words.sameOrAfter, dates));
  if (latest && tooLate) return whole(say(words.sameOrBefore, dates));

  return { valid: true, date, iso: isoDate(date) };
}
