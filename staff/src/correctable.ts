import { correctableFields as correctable } from '@inclusion/forms';
import type { KindInfo } from './kinds.js';

export interface CorrectableField {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'number';
}

/**
 * What a staff member may correct on a person's request (DPDP Act, right to correction): the
 * contract's `correctableFields`, of which this form offers the typed ones. Choices (subject,
 * expertise…) are not offered here.
 */
export const correctableFields = (kind: KindInfo): CorrectableField[] =>
  correctable[kind.apiKind].flatMap((field) =>
    field.input === 'choice' ? [] : [{ name: field.name, type: field.input }],
  );
