import { AppError } from './errors';

/**
 * The one rule for text that comes in, on both transports: no NUL character and no unpaired UTF-16
 * surrogate. PostgreSQL cannot store either (a NUL ends a C string; a lone surrogate is not valid
 * UTF-8 and breaks JSON columns), and no person types them, so they are refused at the edge with
 * the field's name, before anything is stored.
 */
const NOT_ALLOWED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacter(text: string): boolean {
  return NOT_ALLOWED.test(text);
}

export function forbiddenTextError(field: string): AppError {
  return AppError.badInput(
    `${field} contains a character that is not allowed (a NUL character or an unpaired surrogate, such as half an emoji). Please remove it and try again.`,
  );
}

/**
 * Keys that name an object's machinery rather than data: no input of ours has them, and code that
 * copies objects (class-transformer, a spread) would take them for that machinery.
 */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Nesting deeper than this in a JSON body or in GraphQL variables is refused (no input of ours nests past 4). */
export const MAX_INPUT_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request is nested too deeply (more than ${MAX_INPUT_DEPTH} levels).`;

/**
 * Walks a parsed JSON value without recursion (so any depth is safe) and answers the first problem:
 * a string (key or value) with a forbidden character, named by its path (`filters.titles[0]`), a
 * reserved key (`__proto__`, `constructor`, `prototype`), or nesting past MAX_INPUT_DEPTH. `root` names the value itself (a query parameter, a variable).
 */
export function inputTextProblem(value: unknown, root: string): AppError | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacter(current)) return forbiddenTextError(path || 'The request');
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return AppError.badInput(TOO_DEEP_MESSAGE);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: `${path}[${i}]`, depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const child = path ? `${path}.${key}` : key;
      if (hasForbiddenCharacter(key)) return forbiddenTextError(path ? `A field name in ${path}` : 'A field name');
      if (RESERVED_KEYS.has(key)) return AppError.badInput(`${child} is not a field we accept.`);
      stack.push({ value: (current as Record<string, unknown>)[key], path: child, depth: depth + 1 });
    }
  }
  return null;
}
