/**
 * Swagger building blocks shared by every controller: the error body schema, the `{ data }`
 * envelope and a decorator listing an operation's error answers.
 */
import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { STATUS_TEXT } from './errors';

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

  /** A message meant for the player. */
  @ApiProperty({ example: 'Estate name is required' })
  message!: string;

  /** Per-field problems, when the request failed validation. */
  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the body lists each problem',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in but not allowed',
  404: 'Not found, or not yours',
  409: 'Conflict with the current state',
  413: 'Request body over the size limit',
  415: 'Content type other than application/json',
  422: 'Idempotency key reused with another body',
  429: 'Too many attempts: retry after the Retry-After header',
  503: 'The database is unavailable',
};

/** Documents the listed error answers with the shared error body. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorResponseDto),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? STATUS_TEXT[status] ?? 'Error',
        schema: { $ref: getSchemaPath(ErrorResponseDto) },
      }),
    ),
  );
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
