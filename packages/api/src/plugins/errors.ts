import { errorList, joinMessages, type FieldErrorItem } from '@inclusion/forms';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages } from '@inclusion/forms';
import { HttpError } from '../http-error.js';
import type { App } from '../types.js';

interface Failure {
  status: number;
  message: string;
  errors?: FieldErrorItem[];
}

/** The schema's issues as the forms package lists them: the first message of each field. */
function validationFailure(error: FastifyError): Failure {
  const issues = (error.validation ?? []).map((item) => {
    const path = item.instancePath.split('/').filter(Boolean);
    // A path-less issue is about the body as a whole (not an object, say).
    return { path: path.length > 0 ? path : ['body'], message: item.message ?? apiMessages.invalidRequest };
  });
  const errors = errorList({ issues });
  return { status: 400, message: joinMessages(errors) || apiMessages.invalidRequest, errors };
}

const byCode: Record<string, Failure> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: apiMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: apiMessages.emptyBody },
};

function failureOf(error: FastifyError): Failure | undefined {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationFailure(error);
  if (error.validation) return { status: 400, message: apiMessages.invalidRequest };
  const known = byCode[error.code];
  if (known) return known;
  const status = error.statusCode ?? 500;
  // Other client errors from Fastify or a plugin (a 429, say): their message is meant for the client.
  if (status >= 400 && status < 500) return { status, message: error.message || apiMessages.invalidRequest };
  return undefined;
}

/**
 * The errors Fastify meets before any route or hook (a path parameter too long, a URL it cannot
 * read): our JSON, with the status Fastify gives them.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : (error.statusCode ?? 400);
  const message = tooLong ? apiMessages.addressTooLong : apiMessages.badUrl;
  void reply.status(status).send({ success: false, message });
}

const isJson = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

/**
 * Every error answers `{ success: false, message, errors? }`; a server fault says only "Server
 * error" (the details go to the log, never to the client). Bodies are JSON only.
 */
export function installErrorHandling(app: App): void {
  // Fastify parses text/plain by default; nothing here takes it.
  app.removeContentTypeParser('text/plain');

  // A route with a body schema takes JSON only, even when nothing is sent (Fastify skips parsing then).
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.schema?.body) return;
    if (!isJson(request.headers['content-type'])) {
      throw new HttpError(415, apiMessages.unsupportedMediaType);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = failureOf(error);
    if (!failure) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: apiMessages.serverError });
    }
    return reply.status(failure.status).send({
      success: false,
      message: failure.message,
      ...(failure.errors ? { errors: failure.errors } : {}),
    });
  });
}
