import { Tag } from '@inclusion/ui';
import type { ComponentProps } from 'react';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '24 Nov 2026, 10:20 am' (India time), in a <time> element carrying the exact instant. */
export function When({ value }: { value: unknown }) {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return <>Not given</>;
  return <time dateTime={value}>{dateTime.format(new Date(value))}</time>;
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
