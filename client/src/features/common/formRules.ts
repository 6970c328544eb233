/**
 * An antd Form rule from a field's pure check (a function answering the problem in words, or null):
 * the same check the dialog's tests call, shown under the field.
 */
export function problemRule(problem: (value: unknown) => string | null) {
  return {
    validator: (_: unknown, value: unknown) => {
      const text = problem(value);
      return text ? Promise.reject(new Error(text)) : Promise.resolve();
    },
  };
}
