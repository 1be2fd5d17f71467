import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from './errors';

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
      return new BadRequestException({
        message: fieldErrors[0]?.message ?? 'Invalid request',
        errors: fieldErrors,
      });
    },
  });
}
