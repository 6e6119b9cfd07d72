import { ERROR_CODES, type ErrorCode } from '@certamen/shared';

/** An error the client caused or may see: it carries its status and stable code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, ERROR_CODES.notFound, message);
  }
}
