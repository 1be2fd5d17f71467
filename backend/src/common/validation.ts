import { ArgumentMetadata, Injectable, PipeTransform, ValidationError, ValidationPipe } from '@nestjs/common';
import { UNSAFE_INPUT_MESSAGES, unsafeInput } from './input-guard';
import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
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
      out.push({ field, message: `Unknown field: ${field}` });
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
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      return new DomainError('VALIDATION_FAILED', {
        message: fieldErrors[0]?.message ?? 'Invalid request',
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
 * absurd nesting, on which class-transformer would overflow the stack.
 */
@Injectable()
export class InputGuardPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problem = unsafeInput(value);
    if (problem) throw new DomainError('UNSAFE_INPUT', { message: UNSAFE_INPUT_MESSAGES[problem] });
    return value;
  }
}
