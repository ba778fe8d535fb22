export interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
}

/** The PostgreSQL error under drizzle's wrapper (pg and PGlite both give `code` and `constraint`). */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** A unique violation (23505), optionally of a constraint whose name contains `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseErrorOf(error);
  if (found?.code !== '23505') return false;
  return (
    constraint === undefined ||
    (typeof found.constraint === 'string' && found.constraint.includes(constraint))
  );
}
