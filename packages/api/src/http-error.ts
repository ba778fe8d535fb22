import type { FieldErrorItem } from '@inclusion/forms';
import { apiMessages } from '@inclusion/forms';

/** An answer other than success: the error handler sends `{ success: false, message, errors? }`. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrorItem[],
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, apiMessages.notFound);

/** The same 400 a schema failure gives, for checks a schema cannot make. */
export const invalid = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);
