import {
  applyDecorators,
  ArgumentMetadata,
  Injectable,
  PipeTransform,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { UNSAFE_INPUT_MESSAGES, unsafeInput } from './input-guard';
import { lowerCaseIds } from './ids';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ValidateBy, ValidateIf, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata';
import {
  EMAIL_MAX_LENGTH,
  MAX_PAGE_NUMBER,
  MESSAGES,
  validateEmail,
  validateLimit,
  validatePage,
  type ValidationResult,
} from '@vineyard/domain';
import type { FieldError } from './errors';
import { DomainError } from './errors';

/** Flattens class-validator errors into [{ field, message }] with dotted paths for nested fields. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // whitelist violations: "property x should not exist"
    if (constraints.whitelistValidation) {
      out.push({ field, message: MESSAGES.api.unknownField(field) });
    } else {
      // A missing value is reported as "required" whatever else fails; otherwise the rule
      // declared first (class-validator lists constraints in reverse declaration order).
      const message = constraints.isNotEmpty ?? constraints.isDefined ?? Object.values(constraints).reverse()[0];
      if (message) out.push({ field, message });
    }
    if (error.children && error.children.length > 0) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      return new DomainError('VALIDATION_FAILED', {
        message: fieldErrors[0]?.message ?? MESSAGES.api.invalidRequest,
        errors: fieldErrors,
      });
    },
  });
}

/**
 * Like class-validator's IsOptional, but only an absent field (undefined) skips validation: an
 * explicit null is validated, and refused, instead of reaching the database as NULL.
 */
export function Optional(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/**
 * An optional field where null is a value of its own (e.g. `oak: null`, no oak): absent and null
 * skip validation, and the document says `nullable`. Every other optional field takes Optional(),
 * never class-validator's IsOptional (lint refuses it), which lets null through to the handler.
 */
export function OptionalOrNull(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined && value !== null);
}

/** A libs/domain validator: the value and, for rules across fields, the whole body. */
export type DomainValidator = (value: unknown, body: Record<string, unknown>) => ValidationResult;

/**
 * Validates a field with a libs/domain validator, so that the rule and its message exist once
 * (the frontend's forms call the same function). With `kind` the value must also have that JSON
 * type: forms send numbers as text, the API does not ('integer': a number the rule accepts only
 * whole, which the OpenAPI document then types `integer`, see openapi-document.ts). A value of
 * another type gets the rule's message for it, or for NaN (a value every rule refuses: 'required'
 * for text, the minimum for numbers). The document does not see a rule's limits: keep them in
 * @ApiProperty, from the same domain constants.
 */
export function DomainRule(rule: DomainValidator, kind?: 'string' | 'number' | 'integer'): PropertyDecorator {
  const body = (args?: ValidationArguments) => (args?.object ?? {}) as Record<string, unknown>;
  const type = kind === 'integer' ? 'number' : kind;
  return ValidateBy({
    name: 'domainRule',
    constraints: [kind],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        (type === undefined || typeof value === type) && rule(value, body(args)) === null,
      defaultMessage: (args?: ValidationArguments) =>
        rule(args?.value, body(args)) ?? rule(NaN, body(args)) ?? MESSAGES.common.valueOutOfRange,
    },
  });
}

/** An e-mail address (validateEmail), stored trimmed and in lower case. */
export function EmailField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'anna@example.com', maxLength: EMAIL_MAX_LENGTH }),
    DomainRule(validateEmail, 'string'),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
  );
}

/** An optional `?page=` of a list: a whole number from 1 to `max` (validatePage), documented so. */
export function PageQuery(max: number = MAX_PAGE_NUMBER, doc: ApiPropertyOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, default: 1, ...doc } as ApiPropertyOptions),
    Optional(),
    Type(() => Number),
    DomainRule((value) => validatePage(value, max), 'integer'),
  );
}

/** An optional `?limit=` of a list: a whole number from 1 to `max` (validateLimit), documented so. */
export function LimitQuery(max: number, size: number, doc: ApiPropertyOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: max, default: size, ...doc } as ApiPropertyOptions),
    Optional(),
    Type(() => Number),
    DomainRule((value) => validateLimit(value, max), 'integer'),
  );
}

/**
 * A finite number with at most `places` decimals. (class-validator's `maxDecimalPlaces` throws on
 * numbers that print in exponent form, such as 1e-7.)
 */
export function MaxDecimals(places: number, options?: ValidationOptions): PropertyDecorator {
  const scale = 10 ** places;
  return ValidateBy(
    {
      name: 'maxDecimals',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          Math.abs(value * scale - Math.round(value * scale)) < 1e-6 * Math.max(1, Math.abs(value * scale)),
      },
    },
    options,
  );
}

/**
 * Refuses input no DTO can describe safely, before validation and after the guards (so that an
 * anonymous caller still gets 401 first): NUL characters, which PostgreSQL cannot store, and
 * absurd nesting, on which class-transformer would overflow the stack. Writes the UUIDs of route
 * parameters and id fields in lower case (lowerCaseIds): ids are accepted in any case.
 */
@Injectable()
export class InputGuardPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problem = unsafeInput(value);
    if (problem) throw new DomainError('UNSAFE_INPUT', { message: UNSAFE_INPUT_MESSAGES[problem] });
    // UUIDs in any case, in lower case from here on (common/ids.ts)
    return lowerCaseIds(value, metadata.type);
  }
}
