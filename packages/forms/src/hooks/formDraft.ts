/**
 * What the visitor typed, kept in sessionStorage until the server accepts it, so a reload, a crash or a
 * timed-out send loses nothing. The idempotency key of the attempt in progress is kept with it, so a
 * retry after a reload is still the same attempt.
 */

/** Fields that are never written to storage, whatever the caller says. */
export const secretFieldPattern = /passw|passcode|^pass$|pwd|secret/i;

export interface StoredDraft {
  values: Record<string, unknown>;
  idempotencyKey: string | null;
}

export const draftKey = (formId: string) => `form-draft:${formId}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function isStorable(name: string, exclude: readonly string[]): boolean {
  return !exclude.includes(name) && !secretFieldPattern.test(name);
}

/** Only the names the form knows are taken back, so an old or tampered draft cannot add fields. */
export function readDraft(
  formId: string,
  known: readonly string[],
  exclude: readonly string[],
): StoredDraft | null {
  try {
    const raw = storage()?.getItem(draftKey(formId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    const stored = parsed?.values;
    if (typeof stored !== 'object' || stored === null) return null;
    const values: Record<string, unknown> = {};
    for (const name of known) if (name in stored && isStorable(name, exclude)) values[name] = stored[name];
    const key = typeof parsed?.idempotencyKey === 'string' ? parsed.idempotencyKey : null;
    return { values, idempotencyKey: key };
  } catch {
    return null;
  }
}

export function writeDraft(formId: string, draft: StoredDraft, exclude: readonly string[]): void {
  const values = Object.fromEntries(
    Object.entries(draft.values).filter(([name]) => isStorable(name, exclude)),
  );
  try {
    storage()?.setItem(draftKey(formId), JSON.stringify({ values, idempotencyKey: draft.idempotencyKey }));
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

export function clearDraft(formId: string): void {
  try {
    storage()?.removeItem(draftKey(formId));
  } catch {
    // nothing to clear
  }
}
