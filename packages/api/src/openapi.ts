import { messages } from '@inclusion/forms';
import type { OpenAPIV3_1 } from 'openapi-types';
import { apiMessages } from './api-messages.js';
import { successAnswerOf } from './openapi-answers.js';
import { idempotencyMessages } from './plugins/idempotency.js';
import {
  collaborationStatuses,
  contactStatuses,
  contactUsStatuses,
  donationStatuses,
  eventRegistrationStatuses,
  internshipStatuses,
  newsletterStatuses,
  newsStatuses,
  paymentStatuses,
  priorities,
  volunteerStatuses,
} from './statuses.js';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

/** The value lists of src/statuses.ts, by tag (the first path segment after /api). */
const valueLists: Record<string, { description: string; lists: Record<string, readonly string[]> }> = {
  contact: { description: 'The short contact form.', lists: { status: contactStatuses } },
  contactus: {
    description: 'The full Contact Us page (tickets).',
    lists: { status: contactUsStatuses, priority: priorities },
  },
  volunteer: { description: 'Volunteer registrations.', lists: { status: volunteerStatuses } },
  intern: { description: 'Internship applications.', lists: { status: internshipStatuses } },
  donation: {
    description: 'Donation requests.',
    lists: { status: donationStatuses, paymentStatus: paymentStatuses },
  },
  news: { description: 'News sent in by visitors.', lists: { status: newsStatuses } },
  collaborate: {
    description: 'Partnership requests.',
    lists: { status: collaborationStatuses, priority: priorities },
  },
  newsletter: { description: 'Newsletter subscribers.', lists: { status: newsletterStatuses } },
  events: { description: 'Event registrations.', lists: { registrationStatus: eventRegistrationStatuses } },
};

export const tagOf = (url: string) => url.split('/')[2] || 'api';

function tagObject(name: string): OpenAPIV3_1.TagObject {
  const entry = valueLists[name];
  if (!entry) return { name };
  const lists = Object.entries(entry.lists).map(([field, values]) => `\`${field}\`: ${values.join(', ')}`);
  // The first status is the one a new record gets.
  return { name, description: `${entry.description} ${lists.join('; ')}.`, 'x-values': entry.lists } as never;
}

const failure = (withErrors = false): OpenAPIV3_1.SchemaObject => ({
  type: 'object',
  required: withErrors ? ['success', 'message', 'errors'] : ['success', 'message'],
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    ...(withErrors
      ? {
          errors: {
            type: 'array',
            items: {
              type: 'object',
              required: ['field', 'message'],
              properties: { field: { type: 'string' }, message: { type: 'string' } },
            },
          },
        }
      : {}),
  },
});

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
} satisfies OpenAPIV3_1.ResponseObject['headers'];

function errorResponse(
  description: string,
  example: string,
  schema = 'Error',
  headers?: OpenAPIV3_1.ResponseObject['headers'],
): OpenAPIV3_1.ResponseObject {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${schema}` },
        example: { success: false, message: example },
      },
    },
  };
}

/** Every error answer: `{ success: false, message }`, and `errors` with a 400's field messages. */
export const errorComponents = {
  schemas: { Error: failure(), ValidationError: failure(true) },
  responses: {
    BadRequest: errorResponse(
      'Invalid request: one message per field',
      apiMessages.invalidRequest,
      'ValidationError',
    ),
    Unauthorized: errorResponse('No live bearer token', apiMessages.authRequired),
    Forbidden: errorResponse("The signed-in user's role may not do this", apiMessages.accessDenied),
    NotFound: errorResponse('No such record', apiMessages.notFound),
    Conflict: errorResponse(
      'A conflict: the e-mail or user name is taken (signup), the e-mail is already registered for the event, or the first request with this Idempotency-Key is still being processed',
      idempotencyMessages.inProgress,
      'Error',
      retryAfter,
    ),
    PayloadTooLarge: errorResponse('The body is larger than 64 KB', apiMessages.bodyTooLarge),
    UnsupportedMediaType: errorResponse('The body is not JSON', apiMessages.unsupportedMediaType),
    UnprocessableEntity: errorResponse(
      'This Idempotency-Key was already used with a different request',
      idempotencyMessages.differentRequest,
    ),
    TooManyRequests: errorResponse(
      'Rate limit: too many requests from this address',
      messages.status[429],
      'Error',
      retryAfter,
    ),
    ServerError: errorResponse('Server fault (details go to the log only)', apiMessages.serverError),
  },
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A retry with the same key and body within 24 hours gets the first answer again and stores nothing new.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  },
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
} satisfies OpenAPIV3_1.ComponentsObject;

/** The 201 of a submission: `{ success: true, message, data: { id, <reference> } }`. */
export const createdResponse = (referenceName: string, prefix: string) => ({
  description: 'Stored: the id and the reference of the new record',
  type: 'object',
  required: ['success', 'message', 'data'],
  properties: {
    success: { type: 'boolean', const: true },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['id', referenceName],
      properties: {
        id: { type: 'string', format: 'uuid' },
        [referenceName]: { type: 'string', examples: [`${prefix}-20261121-7F3K9Q`] },
      },
    },
  },
});

type ErrorName = keyof typeof errorComponents.responses;
const byStatus: Record<string, ErrorName> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'ServerError',
};

export interface OperationTraits {
  rateLimited: boolean;
  idempotent: boolean;
}

function errorStatuses(
  path: string,
  operation: Operation,
  traits: OperationTraits,
  answer: { alsoErrors?: number[]; notErrors?: number[] } = {},
): number[] {
  const statuses = [500, ...(answer.alsoErrors ?? [])];
  if (operation.requestBody || operation.parameters?.length) statuses.push(400);
  if (operation.requestBody) statuses.push(413, 415);
  if (operation.security?.length) statuses.push(401, 403);
  if (path.includes('{')) statuses.push(404);
  if (traits.idempotent) statuses.push(409, 422);
  if (traits.rateLimited) statuses.push(429);
  return [...new Set(statuses)].filter((status) => !answer.notErrors?.includes(status)).sort();
}

type PathItem = NonNullable<Document['paths']>[string];

/**
 * A route whose last parameter is optional (`/reference/{reference}?`) is two paths to a client:
 * one without the segment, one with it (a required parameter).
 */
function splitOptionalParameters(paths: NonNullable<Document['paths']>): NonNullable<Document['paths']> {
  const split: NonNullable<Document['paths']> = {};
  for (const [path, item] of Object.entries(paths)) {
    const optional = /\/\{([^}]+)\}\?$/.exec(path);
    if (!optional || !item) {
      split[path] = item;
      continue;
    }
    const name = optional[1];
    const withParameter: PathItem = structuredClone(item);
    const without: PathItem = structuredClone(item);
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const parameters = (without?.[method]?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      if (without?.[method]) without[method].parameters = parameters.filter((p) => p.name !== name);
      for (const parameter of (withParameter?.[method]?.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        if (parameter.name === name && parameter.in === 'path') parameter.required = true;
      }
    }
    split[path.slice(0, optional.index)] = without;
    split[path.slice(0, -1)] = withParameter;
  }
  return split;
}

/**
 * Adds the error components, the error answers of each operation, the Idempotency-Key header, and
 * a tag (with its value lists) for every tag in use.
 */
export function completeDocument(
  input: Document,
  traitsOf: (method: string, path: string) => OperationTraits,
): Document {
  const document = { ...input, paths: splitOptionalParameters(input.paths ?? {}) };
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      for (const tag of operation.tags ?? []) tags.add(tag);
      const traits = traitsOf(method.toUpperCase(), path);
      const answer = successAnswerOf(method.toUpperCase(), path);
      if (answer) {
        // Replaces the "Default Response" that routes without a response schema get.
        const { 200: _default, ...others } = operation.responses ?? {};
        operation.responses = { [answer.status]: answer.response, ...others };
        if (answer.parameters) operation.parameters = [...(operation.parameters ?? []), ...answer.parameters];
      }
      for (const status of errorStatuses(path, operation, traits, answer)) {
        operation.responses ??= {};
        operation.responses[status] ??= { $ref: `#/components/responses/${byStatus[status]}` };
      }
      if (traits.idempotent) {
        operation.parameters = [
          ...(operation.parameters ?? []),
          { $ref: '#/components/parameters/IdempotencyKey' },
        ];
      }
    }
  }
  const components = document.components ?? {};
  return {
    ...document,
    tags: [...tags].sort().map(tagObject),
    components: {
      ...components,
      schemas: { ...components.schemas, ...errorComponents.schemas },
      responses: { ...components.responses, ...errorComponents.responses },
      parameters: { ...components.parameters, ...errorComponents.parameters },
      securitySchemes: { ...components.securitySchemes, ...errorComponents.securitySchemes },
    },
  };
}
