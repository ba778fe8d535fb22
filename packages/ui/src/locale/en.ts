import type { UiFormat, UiStrings } from './UiStrings.js';

/**
 * English (India): the words every component says without a provider. Each section is a constant of its
 * own, so a component that falls back to English bundles only its own words, not the whole table.
 */
export const enFormat: UiFormat = {
  locale: 'en-IN',
  lang: 'en',
  numbers: { useGrouping: false },
};

export const enField: UiStrings['field'] = {
  errorPrefix: 'Error: ',
  required: '(required)',
  optional: '(optional)',
};
export const enAlert: UiStrings['alert'] = { error: 'Error:', info: 'Information:', success: 'Success:' };
export const enButton: UiStrings['button'] = { busy: 'Please wait...' };
export const enModal: UiStrings['modal'] = { close: 'Close' };
export const enMenu: UiStrings['menu'] = { label: 'Menu' };
export const enSkipLink: UiStrings['skipLink'] = { text: 'Skip to main content' };
export const enBackLink: UiStrings['backLink'] = { text: 'Back' };
export const enBreadcrumbs: UiStrings['breadcrumbs'] = { label: 'Breadcrumb' };
export const enWarning: UiStrings['warning'] = { label: 'Warning' };
export const enNotificationBanner: UiStrings['notificationBanner'] = {
  neutral: 'Important',
  success: 'Success',
};
export const enErrorSummary: UiStrings['errorSummary'] = { title: 'There is a problem' };
export const enTabs: UiStrings['tabs'] = { contents: 'Contents' };
export const enTextArea: UiStrings['textArea'] = {
  characters: { one: '{count} character', other: '{count} characters' },
  limit: 'You can enter up to {characters}.',
  remaining: 'You have {characters} remaining',
  tooMany: 'You have {characters} too many',
};
export const enPasswordInput: UiStrings['passwordInput'] = {
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  passwordShown: 'Your password is visible',
  passwordHidden: 'Your password is hidden',
};
export const enDateInput: UiStrings['dateInput'] = { day: 'Day', month: 'Month', year: 'Year' };
export const enDateCheck: UiStrings['dateCheck'] = {
  enter: 'Enter {nameInSentence}',
  mustInclude: '{name} must include a {parts}',
  parts: { day: 'day', month: 'month', year: 'year' },
  yearDigits: '{name} must include a year with 4 numbers',
  real: '{name} must be a real date',
  past: '{name} must be in the past',
  todayOrPast: '{name} must be today or in the past',
  future: '{name} must be in the future',
  todayOrFuture: '{name} must be today or in the future',
  between: '{name} must be between {earliest} and {latest}',
  sameOrAfter: '{name} must be the same as or after {earliest}',
  sameOrBefore: '{name} must be the same as or before {latest}',
};
export const enPagination: UiStrings['pagination'] = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: 'page',
  pageNumber: 'Page ',
  where: 'Page {page} of {pageCount}.',
  results: {
    one: 'Showing {first} to {last} of {total} result',
    other: 'Showing {first} to {last} of {total} results',
  },
};
export const enTable: UiStrings['table'] = {
  sortedBy: 'Sorted by {header}, {order}.',
  textOrder: { ascending: 'A to Z', descending: 'Z to A' },
  numericOrder: { ascending: 'lowest first', descending: 'highest first' },
  sortHint: 'Column headers with buttons sort the table.',
  empty: 'There is nothing to show.',
};
export const enSummaryList: UiStrings['summaryList'] = { actionName: '{action} {subject}' };
export const enMediaGallery: UiStrings['mediaGallery'] = {
  previous: 'Previous',
  next: 'Next',
  position: 'Item {number} of {total}',
  views: 'Show',
  single: 'One at a time',
  grid: 'All at once',
  open: 'Show larger:',
  transcript: 'Transcript',
  empty: 'There is nothing in this gallery yet.',
};

export const en: UiStrings = {
  ...enFormat,
  field: enField,
  alert: enAlert,
  button: enButton,
  modal: enModal,
  menu: enMenu,
  skipLink: enSkipLink,
  backLink: enBackLink,
  breadcrumbs: enBreadcrumbs,
  warning: enWarning,
  notificationBanner: enNotificationBanner,
  errorSummary: enErrorSummary,
  tabs: enTabs,
  textArea: enTextArea,
  passwordInput: enPasswordInput,
  dateInput: enDateInput,
  dateCheck: enDateCheck,
  pagination: enPagination,
  table: enTable,
  summaryList: enSummaryList,
  mediaGallery: enMediaGallery,
};
