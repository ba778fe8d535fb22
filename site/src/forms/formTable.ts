import type { contactUs } from './rows/contactUs.js';
import type { donation } from './rows/donation.js';
import type { internship } from './rows/internship.js';
import type { news } from './rows/news.js';
import type { partnership } from './rows/partnership.js';
import type { volunteer } from './rows/volunteer.js';

/**
 * The six site forms that differ only in data (spec sections 2, 3 and 5), keyed by form id: each row,
 * in `rows/`, says which fields, which rules, which endpoint, which messages. Each renders through
 * `TableForm`, inside a section of its page whose heading names it. The About page's Join Our Mission
 * form is not here: it renders its own section and turns its answers into a volunteer registration
 * (JoinMissionForm.tsx).
 *
 * The table is split for bytes: each row is a module of its own that imports only the controls its
 * fields use (`controls/`), and each page imports its own row, so a form page downloads no other
 * form's row or controls. This index names every row, as types only: it adds nothing to any page.
 */
export type FormTable = {
  [
    TRow in
      | typeof contactUs
      | typeof donation
      | typeof internship
      | typeof news
      | typeof partnership
      | typeof volunteer as TRow['formId']
  ]: TRow;
};

export type TableFormId = keyof FormTable;
