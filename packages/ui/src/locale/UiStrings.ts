/**
 * Every word a component of `@inclusion/ui` renders or announces, in one language: what is shown, what
 * is visually hidden, names (`aria-label`) and live-region messages. A language is a value of this type,
 * so a table that misses a word does not type-check.
 *
 * `{name}` in a text is filled in by the component (`fill`). A `PluralForms` text is chosen by the
 * language's plural rules (`Intl.PluralRules`) for its count, then filled in.
 */
export interface UiStrings {
  /** The BCP 47 tag that `Intl` formats numbers and dates with: 'en-IN', 'hi-IN'. */
  locale: string;
  /** The `lang` attribute of text in this language: 'en', 'hi'. */
  lang: string;
  /** How counts are written. Without grouping, '1000 characters' reads the same as the number typed. */
  numbers: Intl.NumberFormatOptions;
  field: {
    /** Hidden before an error message, with its space: 'Error: '. */
    errorPrefix: string;
    required: string;
    optional: string;
  };
  alert: { error: string; info: string; success: string };
  button: { busy: string };
  modal: { close: string };
  menu: { label: string };
  skipLink: { text: string };
  backLink: { text: string };
  breadcrumbs: { label: string };
  warning: { label: string };
  notificationBanner: { neutral: string; success: string };
  errorSummary: { title: string };
  tabs: { contents: string };
  textArea: {
    /** `{count}`: '1 character', '12 characters'. */
    characters: PluralForms;
    /** `{characters}`: hidden under the box. */
    limit: string;
    remaining: string;
    tooMany: string;
  };
  passwordInput: {
    show: string;
    hide: string;
    showPassword: string;
    hidePassword: string;
    passwordShown: string;
    passwordHidden: string;
  };
  dateInput: { day: string; month: string; year: string };
  /** `checkDateParts`' messages. `{name}` starts a sentence, `{nameInSentence}` sits inside one. */
  dateCheck: {
    enter: string;
    /** `{parts}`: the missing parts as a list ('day and month'). */
    mustInclude: string;
    parts: { day: string; month: string; year: string };
    yearDigits: string;
    real: string;
    past: string;
    todayOrPast: string;
    future: string;
    todayOrFuture: string;
    between: string;
    sameOrAfter: string;
    sameOrBefore: string;
  };
  pagination: {
    label: string;
    previous: string;
    next: string;
    page: string;
    pageNumber: string;
    /** `{page}`, `{pageCount}`. */
    where: string;
    /** `{first}`, `{last}`, chosen by `{total}`. */
    results: PluralForms;
  };
  table: {
    /** `{header}`, `{order}`. A sentence with its full stop: the caption says it after its own words. */
    sortedBy: string;
    textOrder: { ascending: string; descending: string };
    numericOrder: { ascending: string; descending: string };
    /** A sentence with its full stop, said after `sortedBy`. */
    sortHint: string;
    empty: string;
  };
  summaryList: {
    /**
     * Where an action's hidden subject goes around its visible word: '{action} {subject}' ('Change
     * name'), '{subject} {action}' ('नाम बदलें'). Word order, not words: it holds only the two.
     */
    actionName: string;
  };
  mediaGallery: {
    previous: string;
    next: string;
    /** `{number}`, `{total}`. */
    position: string;
    views: string;
    single: string;
    grid: string;
    open: string;
    transcript: string;
    empty: string;
  };
}

/** What `Intl` needs of a table: its locale and how it writes numbers. */
export type UiFormat = Pick<UiStrings, 'locale' | 'lang' | 'numbers'>;

/** The categories `Intl.PluralRules` sorts counts into, for any language. */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A text per plural category of the language; `other` is always there. */
export type PluralForms = Partial<Record<(typeof pluralCategories)[number], string>> & { other: string };

/** Words to change in a table: any section, any word of it. */
export type UiStringOverrides = {
  [Section in keyof UiStrings]?: UiStrings[Section] extends string
    ? string
    : UiStrings[Section] extends object
      ? Partial<UiStrings[Section]>
      : UiStrings[Section];
};
