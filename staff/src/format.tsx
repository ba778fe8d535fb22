import { languageOfText, Tag } from '@inclusion/ui';
import type { ComponentProps } from 'react';

// Every time in the inbox is India time, whatever the browser's zone or the server's (UTC): the
// foundation works in Delhi, and one zone everywhere means two times on a page always compare.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
// A calendar date ('2026-11-28', a meeting's day) is no instant: shown as the day it names.
const calendarDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** The words after every time the inbox shows. */
export const indiaTimeLabel = 'India time';

/** '24 Nov 2026, 10:20 am (India time)' for an instant, '28 Nov 2026' for a calendar date; '' when it is none. */
export function indiaTime(value: unknown, { label = true }: { label?: boolean } = {}): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return '';
  if (dateOnly.test(value)) return calendarDate.format(new Date(value));
  const text = dateTime.format(new Date(value));
  return label ? `${text} (${indiaTimeLabel})` : text;
}

/**
 * A time in India time, in a <time> element carrying the exact instant, labelled '(India time)';
 * `label={false}` where a column header already says so.
 */
export function When({ value, label = true }: { value: unknown; label?: boolean }) {
  const text = indiaTime(value, { label });
  if (!text) return <>Not given</>;
  return <time dateTime={value as string}>{text}</time>;
}

/**
 * Text a visitor (or a colleague) typed, in a language the inbox cannot know: Devanagari text carries
 * lang="hi", so a screen reader reads it with a Hindi voice, not spelled out by the page's English one.
 */
export function Typed({ text }: { text: string }) {
  const lang = languageOfText(text);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}

/** A field's value as text (`textOf`), its language marked (`Typed`). */
export function TypedValue({ value }: { value: unknown }) {
  return <Typed text={textOf(value)} />;
}

type Tone = ComponentProps<typeof Tag>['tone'];

const tones: Record<string, Tone> = {
  new: 'strong',
  pending: 'strong',
  'in-progress': 'info',
  contacted: 'info',
  shortlisted: 'info',
  'under-review': 'info',
  'meeting-scheduled': 'info',
  approved: 'secondary',
  resolved: 'success',
  completed: 'success',
  accepted: 'success',
  active: 'success',
  published: 'success',
  confirmed: 'success',
  attended: 'success',
  received: 'success',
  rejected: 'danger',
  declined: 'danger',
  cancelled: 'danger',
  failed: 'danger',
  urgent: 'danger',
};

/** A status as a Tag: its words carry it, the colour repeats it. */
export function StatusTag({ status, label }: { status: string; label: string }) {
  return <Tag tone={tones[status] ?? 'neutral'}>{label}</Tag>;
}

/** A field's value as text: lists joined, yes and no in words, nothing as 'Not given'. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not given';
  if (Array.isArray(value)) return value.length ? value.map(textOf).join(', ') : 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'fullName' → 'Full name', 'isPersonWithDisability' → 'Is person with disability'. */
export function labelOf(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
