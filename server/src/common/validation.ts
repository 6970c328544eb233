import { plainToInstance } from 'class-transformer';
import { validate, ValidationError, ValidatorOptions } from 'class-validator';
import { AppError } from './errors';

/** The options both transports validate with: GraphQL through type-graphql, REST through validateInput. */
export const validatorOptions: ValidatorOptions = {
  forbidUnknownValues: true,
  skipMissingProperties: false,
  stopAtFirstError: true,
  whitelist: true,
  validationError: { target: false, value: false },
};

export function firstValidationMessage(errors: ValidationError[]): string {
  // A constraint that threw reaches here as something other than a list: still a bad input.
  if (!Array.isArray(errors)) return 'The request is not valid.';
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) return messages[0];
    const nested = firstValidationMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'The request is not valid.';
}

/** Turns an untrusted REST body into a validated instance of an input class, or throws BAD_USER_INPUT. */
export async function validateInput<T extends object>(cls: new () => T, plain: unknown): Promise<T> {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw AppError.badInput('The request body must be a JSON object.');
  }
  const instance = plainToInstance(cls, plain, { enableImplicitConversion: false });
  const errors = await validate(instance, validatorOptions);
  if (errors.length > 0) throw AppError.badInput(firstValidationMessage(errors));
  return instance;
}
