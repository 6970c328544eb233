import { registerDecorator, ValidationOptions } from 'class-validator';

/** A string that is not empty after trimming; `message` is shown verbatim. */
export function Required(message: string, options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'required',
      target: target.constructor,
      propertyName,
      options: { ...options, message },
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 },
    });
}
