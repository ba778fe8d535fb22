import type { OpenAPIV3_1 } from 'openapi-types';
import { referenceHeader } from './events/access.js';
import { staffAnswers } from './staff/openapi-answers.js';
import { userRoles } from './statuses.js';

type Schema = OpenAPIV3_1.SchemaObject;
type Response = OpenAPIV3_1.ResponseObject;

const object = (required: string[], properties: Record<string, Schema>): Schema => ({
  type: 'object',
  required,
  properties,
});
const success: Schema = { type: 'boolean', const: true };
const text: Schema = { type: 'string' };
const record: Schema = {
  type: 'object',
  description: 'The stored record: every column of its kind (see the list of values in its tag)',
  additionalProperties: true,
};

const json = (description: string, schema: Schema): Response => ({
  description,
  content: { 'application/json': { schema } },
});

const messageSchema = object(['success', 'message'], { success, message: text });
const messageOnly = json('Done', messageSchema);
const role: Schema = { type: 'string', enum: [...userRoles] };
const emailVerified: Schema = {
  type: 'boolean',
  description:
    'Whether the owner followed the link mailed to the address (POST /auth/verify-email). Until then the address matches no event registration.',
};
const session = object(
  ['success', 'message', 'token', 'id', 'name', 'email', 'phoneNumber', 'role', 'emailVerified'],
  {
    success,
    message: text,
    token: { type: 'string', description: 'Send as `Authorization: Bearer <token>`; valid for 7 days' },
    id: { type: 'string', format: 'uuid' },
    name: text,
    email: { type: 'string', format: 'email' },
    phoneNumber: text,
    role,
    emailVerified,
  },
);
const list = json(
  'One page of records, newest first',
  object(['success', 'data', 'pagination'], {
    success,
    data: { type: 'array', items: record },
    pagination: object(['page', 'limit', 'total', 'pages'], {
      page: { type: 'integer', minimum: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      total: { type: 'integer', minimum: 0 },
      pages: { type: 'integer', minimum: 0 },
    }),
  }),
);
const updated = json(
  'Updated: the record as stored now',
  object(['success', 'message', 'data'], {
    success,
    message: text,
    data: record,
  }),
);

/** The success answer of each operation that is not a submission (those have their own 201). */
interface Answer {
  status: number;
  response: Response;
  /** Error statuses this operation can answer beyond the ones its traits give, or cannot. */
  alsoErrors?: number[];
  notErrors?: number[];
}

const answers: Record<string, Answer> = {
  'GET /api/health': {
    status: 200,
    response: json('The database answers', object(['status'], { status: { type: 'string', const: 'ok' } })),
  },
  'POST /api/auth/signup': {
    status: 201,
    response: json('Account created and signed in', session),
    alsoErrors: [409],
  },
  'POST /api/auth/login': { status: 200, response: json('Signed in', session), alsoErrors: [401] },
  'GET /api/auth/session': {
    status: 200,
    notErrors: [403],
    response: json(
      'The token is live: its account',
      object(['success', 'message', 'data'], {
        success,
        message: text,
        data: object(['id', 'name', 'email', 'role', 'emailVerified'], {
          id: { type: 'string', format: 'uuid' },
          name: text,
          email: { type: 'string', format: 'email' },
          role,
          emailVerified,
        }),
      }),
    ),
  },
  'POST /api/auth/logout': { status: 200, response: messageOnly, alsoErrors: [401] },
  'POST /api/auth/forgot-password': { status: 200, response: messageOnly },
  'POST /api/auth/reset-password': { status: 200, response: messageOnly },
  'POST /api/auth/verify-email': {
    status: 200,
    response: json(
      'The address is confirmed (or was already, by this link): the token is used up. A token that is unknown, expired, or was mailed to an address the account no longer has is a 400 on the field `token`.',
      object(['success', 'message'], { success, message: text }),
    ),
  },
  'POST /api/auth/resend-verification': {
    status: 200,
    notErrors: [403],
    response: json(
      'A new link was mailed to the address of the signed-in account, or the address is already confirmed (the message says which). At most 3 links an hour and 10 a day per account: then a 429 with Retry-After.',
      object(['success', 'message'], { success, message: text }),
    ),
  },
  'POST /api/newsletter/subscribe': { status: 200, response: messageOnly },
  'GET /api/newsletter/verify/{token}': {
    status: 200,
    response: {
      description: 'The page of the confirmation link: a button that confirms the subscription',
      content: { 'text/html': { schema: text } },
    },
  },
  'POST /api/newsletter/verify/{token}': {
    status: 200,
    response: {
      description:
        'Subscription confirmed: a page, or `{ success, message }` with `Accept: application/json`; 404 when the link is unknown, used or expired',
      content: { 'text/html': { schema: text }, 'application/json': { schema: messageSchema } },
    },
  },
  'GET /api/ready': {
    status: 200,
    response: json(
      'Ready: the database answers and the server is not stopping (503 otherwise)',
      object(['status'], { status: { type: 'string', enum: ['ready'] } }),
    ),
  },
  'GET /api/newsletter/unsubscribe/{tokenOrId}': {
    status: 200,
    response: { description: 'Unsubscribed (a line of text)', content: { 'text/plain': { schema: text } } },
  },
  'POST /api/event/register': {
    status: 201,
    response: json(
      'Registered: keep the reference',
      object(['success', 'message', 'registrationReference'], {
        success,
        message: text,
        registrationReference: { type: 'string', examples: ['REG-7F3K-9QXM-2HJD-8PRT'] },
      }),
    ),
  },
  'POST /api/events/check-registration': {
    status: 200,
    response: json(
      'Registered (a 404 means not registered)',
      object(['isRegistered'], { isRegistered: { type: 'boolean', const: true } }),
    ),
  },
  'GET /api/events/registration/reference': {
    status: 200,
    alsoErrors: [404, 429],
    response: json(
      'The registration of the reference in X-Registration-Reference (any case; spaces, hyphens and O/0, I/1, L/1 confusions allowed). Lookups are rate-limited per client address.',
      object(['success', 'data'], { success, data: record }),
    ),
  },
  'GET /api/events/registration/reference/{reference}': {
    status: 200,
    alsoErrors: [429],
    response: json(
      "The registration of the reference in the path (the spec's form; prefer the X-Registration-Reference header, which keeps the reference out of logged URLs). Shares the rate limit of the header form.",
      object(['success', 'data'], { success, data: record }),
    ),
  },
  'GET /api/events/{eventId}/stats': {
    status: 200,
    response: json(
      'Registrations of the event, by status',
      object(['success', 'data'], {
        success,
        data: object(['eventId', 'eventTitle', 'total', 'byStatus'], {
          eventId: { type: 'integer' },
          eventTitle: text,
          total: { type: 'integer', minimum: 0 },
          byStatus: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
        }),
      }),
    ),
  },
  'GET /api/events/user-registrations': {
    status: 200,
    alsoErrors: [429],
    response: json(
      "The registrations of the address (the X-Registration-Email header, or the spec's `email` query; without either, the signed-in account's own), newest first. A user sees those made with their address once they have confirmed it, and those they made while signed in; staff see any address's. Rate-limited per client address.",
      object(['success', 'data'], { success, data: { type: 'array', items: record } }),
    ),
  },
  'PATCH /api/events/registration/{id}/cancel': { status: 200, response: updated },
  'POST /api/events/registration/{id}/resend-confirmation': { status: 200, response: messageOnly },
  ...staffAnswers,
};

/** What the holder of a registration reference sends instead of a token. */
export const registrationReferenceParameter: OpenAPIV3_1.ParameterObject = {
  name: referenceHeader,
  in: 'header',
  required: false,
  description:
    'The registration reference (from the 201 of /event/register), such as REG-7F3K-9QXM-2HJD-8PRT: lets whoever holds it act on that registration without signing in. A reference of the old form (REG-20261121-7F3K9Q) grants nothing.',
  schema: { type: 'string' },
  example: 'REG-7F3K-9QXM-2HJD-8PRT',
};

const headerParameters: Record<string, OpenAPIV3_1.ParameterObject[]> = {
  'PATCH /api/events/registration/{id}/cancel': [registrationReferenceParameter],
  'POST /api/events/registration/{id}/resend-confirmation': [registrationReferenceParameter],
  'GET /api/events/registration/reference': [{ ...registrationReferenceParameter, required: true }],
};

/**
 * The success answer of an operation: its own, else a list for a GET of many and the updated record
 * for a PATCH. Undefined where the route declares its own (the submissions' 201).
 */
export function successAnswerOf(
  method: string,
  path: string,
): (Answer & { parameters?: OpenAPIV3_1.ParameterObject[] }) | undefined {
  const key = `${method} ${path}`;
  const parameters = headerParameters[key];
  const own = answers[key];
  if (own) return { ...own, ...(parameters ? { parameters } : {}) };
  if (method === 'GET' && !path.includes('{')) return { status: 200, response: list };
  if (method === 'PATCH') return { status: 200, response: updated };
  return undefined;
}
