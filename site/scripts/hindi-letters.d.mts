/** Types of site/scripts/hindi-letters.mjs, for the TypeScript tests that import it. */
export const hindiUnicodeRange: string;
export function codePointsOf(range: string): number[];
