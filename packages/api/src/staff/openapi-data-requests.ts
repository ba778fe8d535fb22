import type { OpenAPIV3_1 } from 'openapi-types';
import { recordKinds } from '../audit/kinds.js';
import { exportPath, exportRowCap } from './export/routes.js';
import { personKinds } from './people/find.js';

type Schema = OpenAPIV3_1.SchemaObject;
type Answer = { status: number; response: OpenAPIV3_1.ResponseObject; alsoErrors?: number[] };

const object = (required: string[], properties: Record<string, Schema>): Schema => ({
  type: 'object',
  required,
  properties,
});
const success: Schema = { type: 'boolean', const: true };
const text: Schema = { type: 'string' };
const nullableText: Schema = { type: ['string', 'null'] };
const uuid: Schema = { type: 'string', format: 'uuid' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const counts: Schema = {
  type: 'object',
  description: 'Rows per kind (and `account`, `newsletter`, `outboxMails`): counts only',
  additionalProperties: { type: 'integer', minimum: 0 },
};
const attachment: OpenAPIV3_1.HeaderObject = {
  description: '`attachment; filename="…"`: a download',
  schema: { type: 'string' },
};

const csvExport = (kind: string): Answer => ({
  status: 200,
  response: {
    description: `Every ${kind} row the list's filters, search and sort match (at most ${exportRowCap}; \`X-Export-Truncated: true\` when there were more), as CSV: a UTF-8 BOM, a header row of human column names, RFC 4180 quoting; a text cell starting with =, +, -, @, tab or carriage return gets a leading ' so a spreadsheet shows it as text. Filename \`${kind}-YYYY-MM-DD.csv\`.`,
    headers: {
      'Content-Disposition': attachment,
      'X-Export-Rows': { description: 'Rows in the file', schema: { type: 'integer' } },
      'X-Export-Truncated': { description: 'true when the list had more rows', schema: { type: 'boolean' } },
    },
    content: { 'text/csv': { schema: { type: 'string' } } },
  },
});

const person = 'The address (compared in any case) or the mobile number (its last 10 digits), in the body';

/** The success answers of the export, correction and person calls (README, Staff). */
export const dataRequestAnswers: Record<string, Answer> = {
  ...Object.fromEntries(recordKinds.map((kind) => [`GET /api${exportPath(kind)}`, csvExport(kind)])),
  'PATCH /api/staff/submissions/{kind}/{id}/fields': {
    status: 200,
    alsoErrors: [409],
    response: {
      description:
        "Corrected: the record as stored now. Only the kind's visitor fields, each checked by its public form's rule (400 with errors per field); 409 when a newsletter address or an event registration's address is taken. The audit records the fields' names, never their values.",
      content: {
        'application/json': {
          schema: object(['success', 'message', 'data'], {
            success,
            message: text,
            data: { type: 'object', additionalProperties: true },
          }),
        },
      },
    },
  },
  'POST /api/staff/people/search': {
    status: 200,
    response: {
      description: `${person}: the person's records (${personKinds.join(', ')}), their account, whether subscribed, how many mails the outbox holds for them.`,
      content: {
        'application/json': {
          schema: object(['success', 'data'], {
            success,
            data: object(['records', 'account', 'accounts', 'newsletter', 'outboxMails'], {
              records: {
                type: 'array',
                items: object(['kind', 'id', 'reference', 'name', 'email', 'mobile', 'status', 'createdAt'], {
                  kind: { type: 'string', enum: [...personKinds] },
                  id: uuid,
                  reference: nullableText,
                  name: nullableText,
                  email: nullableText,
                  mobile: nullableText,
                  status: text,
                  createdAt: dateTime,
                  eventTitle: { type: 'string', description: 'event registrations only' },
                }),
              },
              account: {
                oneOf: [
                  object(['id', 'name', 'email', 'role', 'createdAt'], {
                    id: uuid,
                    name: text,
                    email: text,
                    role: text,
                    createdAt: dateTime,
                  }),
                  { type: 'null' },
                ],
              },
              accounts: {
                type: 'integer',
                description:
                  'How many accounts match (more than 1 only when the address and the number name different accounts)',
              },
              newsletter: {
                type: 'boolean',
                description: 'A subscription row holds the address (pending, active or unsubscribed)',
              },
              outboxMails: { type: 'integer', minimum: 0 },
            }),
          }),
        },
      },
    },
  },
  'POST /api/staff/people/export': {
    status: 200,
    response: {
      description: `${person}: a download of everything held (every column of every row, the notes on their records, the account without its password hash, the subscription, the outbox mails' kind, address and state). JSON: \`{ exportedAt, records: { <kind>: [...] }, accounts, newsletter, mails }\`; CSV: one line per value, \`Kind,Reference,Field,Value\`, neutralised like the list exports. The audit records the counts.`,
      headers: { 'Content-Disposition': attachment },
      content: {
        'application/json': { schema: { type: 'object', additionalProperties: true } },
        'text/csv': { schema: { type: 'string' } },
      },
    },
  },
  'POST /api/staff/people/erase': {
    status: 200,
    alsoErrors: [409],
    response: {
      description: `${person}, with \`expected\`: the search's records.length + accounts + 1 when subscribed. Deletes, in one transaction, the person's rows of every kind, the notes on them, their outbox mails, subscription, account with its sessions and links, invites. 409 when the count changed (search again) or the account is staff or admin. The audit records counts only.`,
      content: {
        'application/json': {
          schema: object(['success', 'message', 'data'], {
            success,
            message: text,
            data: object(['erased'], { erased: counts }),
          }),
        },
      },
    },
  },
};
