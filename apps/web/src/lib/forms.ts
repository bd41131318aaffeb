import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/**
 * Mantine form validation from a zod schema (the contract's rules); `message` turns a field's
 * first issue into the text shown under it.
 */
export function zodValidate<T>(schema: z.ZodType, message: (field: string, issue: Issue) => string) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join(".");
      errors[field] ??= message(field, issue);
    }
    return errors;
  };
}
