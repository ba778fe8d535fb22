import { replyLanguages, type RecordKind, type ReplyLanguage, type ReplyTemplate } from '@inclusion/forms';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { replyTemplates } from '../../db/schema.js';
import { defaultTemplates } from './default-templates/index.js';

/** A built-in template's id: it is not a row, so it names its kind, language and key. */
export const builtInId = (kind: RecordKind, language: ReplyLanguage, key: string) =>
  `builtin:${kind}:${language}:${key}`;

export const isBuiltInId = (id: string) => id.startsWith('builtin:');

type Row = typeof replyTemplates.$inferSelect;

export const templateOf = (row: Row): ReplyTemplate => ({
  id: row.id,
  kind: row.kind as RecordKind,
  language: row.language as ReplyLanguage,
  name: row.name,
  subject: row.subject,
  body: row.body,
  builtIn: false,
  updatedAt: row.updatedAt.toISOString(),
});

/** The built-in templates of a kind, in every language that has them. */
export function builtInTemplates(kind: RecordKind): ReplyTemplate[] {
  if (kind === 'newsletter') return [];
  return replyLanguages.flatMap((language) => {
    const set = defaultTemplates[language];
    if (!set) return [];
    return [...set.everyKind, ...(set.byKind[kind] ?? [])].map((template) => ({
      id: builtInId(kind, language, template.key),
      kind,
      language,
      name: template.name,
      subject: template.subject,
      body: template.body,
      builtIn: true,
      updatedAt: null,
    }));
  });
}

const sameName = (a: ReplyTemplate, b: ReplyTemplate) =>
  a.language === b.language && a.name.toLocaleLowerCase() === b.name.toLocaleLowerCase();

/**
 * A kind's templates: the stored ones, and the built-in ones no stored template of the same language
 * and name replaces; by language (in replyLanguages' order), then name.
 */
export async function templatesOf(db: Db, kind: RecordKind): Promise<ReplyTemplate[]> {
  const rows = await db
    .select()
    .from(replyTemplates)
    .where(eq(replyTemplates.kind, kind))
    .orderBy(asc(replyTemplates.name));
  const stored = rows.map(templateOf);
  const builtIn = builtInTemplates(kind).filter((template) => !stored.some((row) => sameName(row, template)));
  const order = (language: string) => (replyLanguages as readonly string[]).indexOf(language);
  return [...stored, ...builtIn].sort(
    (a, b) => order(a.language) - order(b.language) || a.name.localeCompare(b.name, 'en'),
  );
}
