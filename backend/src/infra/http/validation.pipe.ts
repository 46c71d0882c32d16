import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

const TYPE_CHECKS = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isIn',
  'isEnum',
  'isDefined',
  'isUuid',
]);

function firstMessage(errors: ValidationError[]): string {
  for (const e of errors) {
    // a wrong type says more than a rule about the value's size
    const entries = Object.entries(e.constraints ?? {}).sort(
      ([a], [b]) => Number(!TYPE_CHECKS.has(a)) - Number(!TYPE_CHECKS.has(b)),
    );
    const constraint = entries[0]?.[1];
    if (constraint) return constraint;
    const nested = e.children?.length ? firstMessage(e.children) : '';
    if (nested) return nested;
  }
  return 'The request is invalid.';
}

/** Unknown fields are stripped, wrong types are 400 with one readable message. */
export const appValidationPipe = new ValidationPipe({
  whitelist: true,
  transform: true,
  exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
});
