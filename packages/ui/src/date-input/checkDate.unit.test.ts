import { describe, expect, it } from 'vitest';
import { checkDateParts, daysInMonth, formatDate, type DateParts } from './checkDate.js';

const dob = { name: 'Date of birth', nameInSentence: 'your date of birth', when: 'past' as const };
const today = { year: 2025, month: 6, day: 14 };
const parts = (day: string, month: string, year: string): DateParts => ({ day, month, year });

describe('checkDateParts', () => {
  it('accepts a real date and gives it back as numbers and ISO', () => {
    expect(checkDateParts(parts('7', '5', '1990'), { ...dob, today })).toEqual({
      valid: true,
      date: { year: 1990, month: 5, day: 7 },
      iso: '1990-05-07',
    });
  });

  it('accepts leading zeros, spaces, ordinals and month names', () => {
    const accepted = [
      parts('07', '05', '1990'),
      parts(' 7 ', ' 5', '1 990'),
      parts('7th', '5', '1990'),
      parts('7', 'May', '1990'),
      parts('7', 'may.', '1990'),
      parts('1st', 'jan', '2001'),
      parts('2nd', 'Sept', '2001'),
      parts('23rd', 'december', '2001'),
    ];
    for (const input of accepted)
      expect(checkDateParts(input, { name: 'Date' }).valid, JSON.stringify(input)).toBe(true);
  });

  it('asks for the date when nothing is entered, naming it inside the sentence, and marks all three', () => {
    expect(checkDateParts(parts('', ' ', ''), dob)).toEqual({
      valid: false,
      message: 'Enter your date of birth',
      fields: ['day', 'month', 'year'],
    });
    expect(checkDateParts({}, { name: 'Date of the event' })).toMatchObject({
      message: 'Enter date of the event',
    });
  });

  it('lets an optional date be left empty', () => {
    expect(checkDateParts(parts('', '', ''), { name: 'Date', required: false })).toEqual({
      valid: true,
      date: null,
      iso: null,
    });
    // Partly filled in is still an error when optional.
    expect(checkDateParts(parts('3', '', ''), { name: 'Date', required: false }).valid).toBe(false);
  });

  it('names what is missing and marks only those parts', () => {
    expect(checkDateParts(parts('7', '', '1990'), dob)).toEqual({
      valid: false,
      message: 'Date of birth must include a month',
      fields: ['month'],
    });
    expect(checkDateParts(parts('', '', '1990'), dob)).toEqual({
      valid: false,
      message: 'Date of birth must include a day and month',
      fields: ['day', 'month'],
    });
    expect(checkDateParts(parts('7', '', ''), dob)).toMatchObject({
      message: 'Date of birth must include a month and year',
      fields: ['month', 'year'],
    });
    expect(checkDateParts(parts('', '5', '1990'), dob)).toMatchObject({ fields: ['day'] });
  });

  it('asks for four numbers in the year', () => {
    expect(checkDateParts(parts('7', '5', '90'), dob)).toEqual({
      valid: false,
      message: 'Date of birth must include a year with 4 numbers',
      fields: ['year'],
    });
    expect(checkDateParts(parts('7', '5', '19900'), dob)).toMatchObject({ fields: ['year'] });
  });

  it('marks the one part that cannot be right', () => {
    expect(checkDateParts(parts('7', '13', '1990'), dob)).toEqual({
      valid: false,
      message: 'Date of birth must be a real date',
      fields: ['month'],
    });
    expect(checkDateParts(parts('32', '5', '1990'), dob)).toMatchObject({ fields: ['day'] });
    expect(checkDateParts(parts('0', '5', '1990'), dob)).toMatchObject({ fields: ['day'] });
    expect(checkDateParts(parts('7', 'ma', '1990'), dob)).toMatchObject({ fields: ['month'] });
    expect(checkDateParts(parts('7', '5', 'abcd'), dob)).toMatchObject({
      message: 'Date of birth must be a real date',
      fields: ['year'],
    });
  });

  it('marks the whole date when several parts are wrong or the date does not exist', () => {
    const whole = {
      valid: false,
      message: 'Date of birth must be a real date',
      fields: ['day', 'month', 'year'],
    };
    expect(checkDateParts(parts('32', '13', '1990'), dob)).toEqual(whole);
    expect(checkDateParts(parts('31', '4', '1990'), dob)).toEqual(whole);
    expect(checkDateParts(parts('29', '2', '2023'), dob)).toEqual(whole);
    expect(checkDateParts(parts('29', '2', '2024'), { ...dob, today }).valid).toBe(true);
    expect(checkDateParts(parts('29', '2', '1900'), dob)).toEqual(whole);
    expect(checkDateParts(parts('29', '2', '2000'), { ...dob, today }).valid).toBe(true);
  });

  it('puts a missing part before a wrong one', () => {
    expect(checkDateParts(parts('45', '', '1990'), dob)).toMatchObject({
      message: 'Date of birth must include a month',
      fields: ['month'],
    });
  });

  it('checks past and future against today', () => {
    const rules = (when: 'past' | 'today-or-past' | 'future' | 'today-or-future') => ({
      name: 'Date of the event',
      when,
      today,
    });
    const on = (d: number) => parts(String(d), '6', '2025');
    expect(checkDateParts(on(14), rules('past'))).toMatchObject({
      message: 'Date of the event must be in the past',
      fields: ['day', 'month', 'year'],
    });
    expect(checkDateParts(on(13), rules('past')).valid).toBe(true);
    expect(checkDateParts(on(14), rules('today-or-past')).valid).toBe(true);
    expect(checkDateParts(on(15), rules('today-or-past'))).toMatchObject({
      message: 'Date of the event must be today or in the past',
    });
    expect(checkDateParts(on(14), rules('future'))).toMatchObject({
      message: 'Date of the event must be in the future',
    });
    expect(checkDateParts(on(14), rules('today-or-future')).valid).toBe(true);
    expect(checkDateParts(on(13), rules('today-or-future'))).toMatchObject({
      message: 'Date of the event must be today or in the future',
    });
  });

  it('checks the earliest and latest dates, both included', () => {
    const earliest = { year: 2017, month: 9, day: 1 };
    const latest = { year: 2018, month: 8, day: 31 };
    const name = 'The date your course ends';
    expect(checkDateParts(parts('31', '8', '2017'), { name, earliest })).toMatchObject({
      message: 'The date your course ends must be the same as or after 1 September 2017',
    });
    expect(checkDateParts(parts('1', '9', '2017'), { name, earliest }).valid).toBe(true);
    expect(checkDateParts(parts('1', '9', '2018'), { name, latest })).toMatchObject({
      message: 'The date your course ends must be the same as or before 31 August 2018',
    });
    expect(checkDateParts(parts('1', '9', '2018'), { name, earliest, latest })).toMatchObject({
      message: 'The date your course ends must be between 1 September 2017 and 31 August 2018',
      fields: ['day', 'month', 'year'],
    });
  });

  it('uses this machine’s date when no today is given', () => {
    const now = new Date();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const typed = parts(
      String(tomorrow.getDate()),
      String(tomorrow.getMonth() + 1),
      String(tomorrow.getFullYear()),
    );
    expect(checkDateParts(typed, { name: 'Date of birth', when: 'past' }).valid).toBe(false);
  });
});

describe('date helpers', () => {
  it('counts the days of each month, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('writes a date as GOV.UK does', () => {
    expect(formatDate({ year: 2017, month: 9, day: 1 })).toBe('1 September 2017');
  });
});
