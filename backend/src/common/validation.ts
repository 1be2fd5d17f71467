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
      // class-validator reports constraints in reverse declaration order; the first declared
      // rule (e.g. "required") is the most useful message, so take them in declaration order.
      const messages = Object.values(constraints).reverse();
      if (messages.length > 0) out.push({ field, message: messages[0] as string });
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
