import type { OpenAPIV3_1 } from 'openapi-types';
import { auditActions } from '../audit/audit.js';
import { recordKinds } from '../audit/kinds.js';
import { staffRoles } from '../statuses.js';
import { dataRequestAnswers } from './openapi-data-requests.js';

type Schema = OpenAPIV3_1.SchemaObject;

const object = (required: string[], properties: Record<string, Schema>): Schema => ({
  type: 'object',
  required,
  properties,
});
const json = (description: string, schema: Schema): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { 'application/json': { schema } },
});
const success: Schema = { type: 'boolean', const: true };
const text: Schema = { type: 'string' };
const uuid: Schema = { type: 'string', format: 'uuid' };
const count: Schema = { type: 'integer', minimum: 0 };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const message = json('Done', object(['success', 'message'], { success, message: text }));
const values: Schema = {
  type: ['object', 'null'],
  description: 'Status and list values, ids, names of fields changed: never what a person typed',
  additionalProperties: true,
};

/** The success answers of the staff calls (src/staff/), by `METHOD /api/path`. */
export const staffAnswers = {
  'GET /api/staff': {
    status: 200,
    response: json(
      'The accounts with a staff role (admins only)',
      object(['success', 'data'], {
        success,
        data: {
          type: 'array',
          items: object(
            ['id', 'name', 'email', 'role', 'emailVerified', 'disabled', 'disabledAt', 'createdAt'],
            {
              id: uuid,
              name: text,
              email: { type: 'string', format: 'email' },
              role: { type: 'string', enum: [...staffRoles] },
              emailVerified: { type: 'boolean' },
              disabled: { type: 'boolean' },
              disabledAt: { type: ['string', 'null'], format: 'date-time' },
              createdAt: dateTime,
            },
          ),
        },
      }),
    ),
  },
  'POST /api/staff/invites': {
    status: 201,
    alsoErrors: [409],
    response: json(
      'Invited: a single-use link to set a password was mailed to the address (valid 3 days; a new invite replaces the open ones). 409 when the address is staff already.',
      object(['success', 'message', 'data'], {
        success,
        message: text,
        data: object(['id', 'role', 'expiresAt'], {
          id: uuid,
          role: { type: 'string', enum: [...staffRoles] },
          expiresAt: dateTime,
        }),
      }),
    ),
  },
  'POST /api/staff/invites/accept': {
    status: 200,
    alsoErrors: [409],
    response: json(
      "The password is set and the account has the invite's role, its address proven; the link is used up. An unknown, used or expired link is a 400 on `token`.",
      object(['success', 'message'], { success, message: text }),
    ),
  },
  'POST /api/staff/{id}/disable': {
    status: 200,
    alsoErrors: [409],
    response: json(
      "Disabled: the account cannot sign in and every session of it has ended. 409 for one's own account.",
      object(['success', 'message'], { success, message: text }),
    ),
  },
  'POST /api/staff/{id}/enable': { status: 200, response: message },
  'POST /api/auth/logout-everywhere': {
    status: 200,
    notErrors: [403],
    response: json(
      'Every session of the caller has ended, this one included',
      object(['success', 'message'], { success, message: text }),
    ),
  },
  'GET /api/staff/overview': {
    status: 200,
    response: json(
      'For each kind, and each event, how many records are new (the first status of the list) and how many wait on the foundation (see the README)',
      object(['success', 'data'], {
        success,
        data: {
          type: 'array',
          items: object(['kind', 'new', 'waiting', 'total'], {
            kind: { type: 'string', enum: [...recordKinds] },
            eventId: { type: 'integer', description: 'event registrations only' },
            eventTitle: { type: 'string', description: 'event registrations only' },
            new: count,
            waiting: count,
            total: count,
          }),
        },
      }),
    ),
  },
  'GET /api/staff/submissions/{kind}/{id}/history': {
    status: 200,
    response: json(
      `The record's history, oldest first: status changes and notes. \`kind\`: ${recordKinds.join(', ')}.`,
      object(['success', 'data'], {
        success,
        data: {
          type: 'array',
          items: object(['id', 'at', 'actorId', 'actorName', 'action', 'from', 'to'], {
            id: uuid,
            at: dateTime,
            actorId: { type: ['string', 'null'], format: 'uuid' },
            actorName: { type: ['string', 'null'] },
            action: { type: 'string', enum: [...auditActions] },
            from: values,
            to: values,
            note: { type: 'string', description: 'the text of a note (note.added)' },
          }),
        },
      }),
    ),
  },
  'GET /api/staff/submissions/{kind}/{id}': {
    status: 200,
    response: json(
      `One record for the detail view: every field (no link secrets), the mails queued for it (kind, recipient, status, attempts, when sent, the last error), and its history. \`kind\`: ${recordKinds.join(', ')}.`,
      object(['success', 'data'], {
        success,
        data: object(['kind', 'record', 'mails', 'history', 'notes'], {
          kind: { type: 'string', enum: [...recordKinds] },
          record: { type: 'object', additionalProperties: true },
          mails: {
            type: 'array',
            items: object(
              ['id', 'kind', 'recipient', 'status', 'attempts', 'sentAt', 'lastError', 'createdAt'],
              {
                id: uuid,
                kind: text,
                recipient: text,
                status: text,
                attempts: count,
                sentAt: { type: ['string', 'null'], format: 'date-time' },
                lastError: { type: ['string', 'null'] },
                createdAt: dateTime,
              },
            ),
          },
          history: { type: 'array', items: { type: 'object', additionalProperties: true } },
          notes: {
            type: 'array',
            description: 'Oldest first (newest last); the history shows the same texts',
            items: object(['id', 'body', 'authorName', 'createdAt'], {
              id: uuid,
              body: text,
              authorName: { type: ['string', 'null'] },
              createdAt: dateTime,
            }),
          },
        }),
      }),
    ),
  },
  'POST /api/staff/submissions/{kind}/{id}/notes': {
    status: 201,
    response: json(
      'The note is stored and appears in the history',
      object(['success', 'message', 'data'], {
        success,
        message: text,
        data: object(['id', 'at'], { id: uuid, at: dateTime }),
      }),
    ),
  },
  ...dataRequestAnswers,
} satisfies Record<
  string,
  { status: number; response: OpenAPIV3_1.ResponseObject; alsoErrors?: number[]; notErrors?: number[] }
>;
