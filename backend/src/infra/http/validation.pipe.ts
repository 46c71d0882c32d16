import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
  type ValidationPipeOptions,
} from '@nestjs/common';

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
export const validationOptions: ValidationPipeOptions = {
  whitelist: true,
  transform: true,
  exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
};

/**
 * A body class that checks a plain body itself, as class-validator would answer it: the checked
 * instance, or null to leave the body (and the wording of its 400) to class-transformer and class-validator.
 */
interface PlainBodyClass {
  plainBody(value: unknown): object | null;
}

function checksPlainBodies(metatype: unknown): metatype is PlainBodyClass {
  return typeof metatype === 'function' && typeof (metatype as Partial<PlainBodyClass>).plainBody === 'function';
}

/**
 * The app's validation pipe: a body whose class checks plain bodies itself (a tool's: tool.dto.ts)
 * is answered by that check when it can; everything else by class-transformer and class-validator.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const plain =
      metadata.type === 'body' && checksPlainBodies(metadata.metatype) ? metadata.metatype.plainBody(value) : null;
    return plain ?? super.transform(value, metadata);
  }
}

export const appValidationPipe = new AppValidationPipe(validationOptions);
