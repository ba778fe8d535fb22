import type { FieldErrorItem } from './types.js';

/** Parsed JSON; the raw text when the body is not JSON; undefined when it is empty. */
export async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function serverMessageOf(data: unknown): string | undefined {
  if (!isRecord(data) || typeof data.message !== 'string') return undefined;
  return data.message.trim() === '' ? undefined : data.message;
}

export function fieldErrorsOf(data: unknown): FieldErrorItem[] | undefined {
  if (!isRecord(data) || !Array.isArray(data.errors)) return undefined;
  return data.errors.filter(
    (item): item is FieldErrorItem =>
      isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
}
