import type { PersonKind } from '@inclusion/forms';

/** A template that is part of the site: `key` names it in its id, so it stays stable across its words. */
export interface DefaultTemplate {
  key: string;
  name: string;
  subject: string;
  body: string;
}

/** A language's built-in templates: those for every kind, then each kind's own. */
export interface DefaultTemplates {
  everyKind: readonly DefaultTemplate[];
  byKind: Partial<Record<PersonKind, readonly DefaultTemplate[]>>;
}
