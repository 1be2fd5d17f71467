/**
 * Swagger building blocks shared by every controller: the error body schema, the `{ data }`
 * envelope and a decorator listing an operation's error answers.
 */
import { applyDecorators, Type } from '@nestjs/common';
import {
  ApiExtension,
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '@vineyard/domain';
import { type ErrorBody, type ErrorStatus, STATUS_TEXT } from './errors';
import { DOMAIN_ERRORS, errorBody } from './domain-error-map';

/** The request id the examples show (a UUID, as the server makes one). */
export const EXAMPLE_REQUEST_ID = '8f14e45f-ceea-467f-a8f5-1d6e0d3b1c2a';

export class FieldErrorDto {
  /** Name of the offending field, dotted for nested fields. */
  @ApiProperty({ example: 'name' })
  field!: string;

  /** What is wrong with it, in the player's words. */
  @ApiProperty({ example: 'Estate name is required' })
  message!: string;
}

export class ErrorResponseDto {
  /** The HTTP status code repeated in the body. */
  @ApiProperty({ example: 400 })
  statusCode!: number;

  /** The HTTP status text. */
  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  /** What went wrong, for programs: stable, never reworded (branch on this, not on the message). */
  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', example: 'VALIDATION_FAILED' })
  code!: ErrorCode;

  /** A message meant for the player. */
  @ApiProperty({ example: 'Estate name is required' })
  message!: string;

  /** Per-field problems, when the request failed validation. */
  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];

  /**
   * On 5xx answers only: the request's id (the X-Request-Id header of the answer), under which the
   * server logged what went wrong. Quote it when reporting a problem.
   */
  @ApiPropertyOptional({ example: EXAMPLE_REQUEST_ID, maxLength: 128 })
  requestId?: string;
}

const DESCRIPTIONS: Partial<Record<ErrorStatus, string>> = {
  400: 'Invalid input: the body lists each problem',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in but not allowed',
  404: 'Not found, or not yours',
  409: 'Conflict with the current state',
  413: 'Request body over the size limit',
  415: 'Content type other than application/json',
  422: 'Idempotency key reused with another body',
  429: 'Too many attempts, or too many of your requests at once: retry after the Retry-After header',
  503: 'Unavailable: the database is down or too slow, or the server is not ready; retry after the Retry-After header',
};

/**
 * An example body for a code; a 5xx carries the request id. A validation failure's field list is
 * the operation's own: openapi-document.ts writes it from the operation's body or query class.
 */
function exampleBody(code: ErrorCode): ErrorBody & { requestId?: string } {
  const body = errorBody(code);
  return body.statusCode >= 500 ? { ...body, requestId: EXAMPLE_REQUEST_ID } : body;
}

const ERROR_CODES_KEY = 'vv:error-codes';

/** The documented answer of a status with its codes: the shared error body, `code` narrowed to them. */
export function errorResponse(status: ErrorStatus, codes: ErrorCode[]) {
  return {
    description: DESCRIPTIONS[status] ?? STATUS_TEXT[status],
    schema: {
      allOf: [
        { $ref: getSchemaPath(ErrorResponseDto) },
        { type: 'object' as const, required: ['code'], properties: { code: { type: 'string' as const, enum: codes } } },
      ],
    },
    example: exampleBody(codes[0]!),
  };
}

/** What any operation with path or query parameters may answer about them. */
export const INPUT_ERRORS = ['VALIDATION_FAILED', 'UNSAFE_INPUT'] as const satisfies readonly ErrorCode[];
/** What any operation with a JSON body may answer about it. */
export const BODY_ERRORS = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSAFE_INPUT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const satisfies readonly ErrorCode[];
/**
 * What any operation that reads or writes the database may answer while PostgreSQL is down or too
 * slow (common/http-exception.filter.ts): openapi-document.ts adds them to every operation but
 * those marked WithoutDatabase().
 */
export const DATABASE_ERRORS = ['DATABASE_UNAVAILABLE', 'DATABASE_TIMEOUT'] as const satisfies readonly ErrorCode[];

/** The OpenAPI extension WithoutDatabase() sets (removed from the document by finishDocument). */
export const WITHOUT_DATABASE = 'x-vv-without-database';

/** Marks an operation that never queries the database (no 503 DATABASE_UNAVAILABLE documented). */
export const WithoutDatabase = (): MethodDecorator => ApiExtension(WITHOUT_DATABASE, true);

/** Operations that take an Idempotency-Key header. */
export const IDEMPOTENCY_ERRORS = [
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
] as const satisfies readonly ErrorCode[];
/** The sentence that ends the description of an operation taking an Idempotency-Key header. */
export const IDEMPOTENCY_NOTE =
  'Send an Idempotency-Key to make retries safe: the same key and body replay the first answer; another body gets 422.';

/**
 * Documents the error answers of an operation (or of every operation of a controller) by their
 * codes: one response per status (from DOMAIN_ERRORS) whose body is the shared error body with
 * `code` narrowed to the codes listed for that status, and an example of the first of them.
 * Codes accumulate over several ApiErrors on the same target (Authenticated() adds 401/403). A
 * controller's responses do not merge with an operation's of the same status: an operation on an
 * authenticated controller does not list 401 or 403 itself.
 */
export function ApiErrors(...codes: ErrorCode[]): MethodDecorator & ClassDecorator {
  return (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder: object = descriptor?.value ?? target;
    const known = (Reflect.getMetadata(ERROR_CODES_KEY, holder) as ErrorCode[] | undefined) ?? [];
    const all = [...known, ...codes.filter((c) => !known.includes(c))];
    Reflect.defineMetadata(ERROR_CODES_KEY, all, holder);
    const byStatus = new Map<ErrorStatus, ErrorCode[]>();
    for (const code of all) {
      const status = DOMAIN_ERRORS[code].status;
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    const decorators = [...byStatus].map(([status, listed]) => {
      const { description, schema, example } = errorResponse(status, listed);
      return ApiResponse({ status, description, schema, example });
    });
    applyDecorators(ApiExtraModels(ErrorResponseDto), ...decorators)(target, key as string | symbol, descriptor!);
  };
}

/** Success body `{ data, message? }` with `data` of the given class. */
export function ApiDataResponse(model: Type<unknown>, status = 200, description = 'Success'): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status,
      description,
      schema: {
        type: 'object',
        required: ['data'],
        properties: {
          data: { $ref: getSchemaPath(model) },
          message: { type: 'string' },
        },
      },
    }),
  );
}

export interface Envelope<T> {
  data: T;
  message?: string;
}

export function ok<T>(data: T, message?: string): Envelope<T> {
  return message === undefined ? { data } : { data, message };
}
