import { type UseFormInput, type UseFormReturnType, useForm } from "@mantine/form";
import type { z } from "zod/mini";

type Issue = z.core.$ZodIssue;

/** Turns a field's first issue into the text shown under it (`values` for messages that depend on the input). */
export type IssueMessage<T> = (field: string, issue: Issue, values: T) => string;

/**
 * Mantine form validation from a zod schema (the contract's rules); `message` turns a field's
 * first issue into the text shown under it. `toInput` maps the form's values onto what the schema parses.
 */
export function zodValidate<T>(
  schema: z.ZodMiniType,
  message: IssueMessage<T>,
  toInput: (values: T) => unknown = (v) => v,
) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join(".");
      errors[field] ??= message(field, issue, values);
    }
    return errors;
  };
}

export interface ContractFormInput<T> extends Omit<UseFormInput<T>, "validate" | "initialValues"> {
  /** The contract's schema of what the form sends: its rules are the form's rules. */
  schema: z.ZodMiniType;
  initialValues: T;
  message: IssueMessage<T>;
  /** The form's values as the schema reads them (when they differ, e.g. "" for an unset colour). */
  toInput?: (values: T) => unknown;
}

/**
 * The one way to build a form: @mantine/form validated by a contract schema, messages from the
 * locale files. A form in a modal lives inside the modal's content, so each opening mounts it afresh.
 */
// biome-ignore lint/suspicious/noExplicitAny: @mantine/form's own bound (a values interface has no index signature)
export function useContractForm<T extends Record<string, any>>({
  schema,
  message,
  toInput,
  ...input
}: ContractFormInput<T>): UseFormReturnType<T> {
  return useForm<T>({ ...input, validate: zodValidate<T>(schema, message, toInput) });
}

/** The schema inside optional, nullable, default, transform and pipe wrappers. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  if (def.innerType) return unwrap(def.innerType);
  if (def.in) return unwrap(def.in);
  return schema;
}

/** The schema of a list's entries, or null for what is not a list. */
function elementOf(schema: z.core.$ZodType): z.core.$ZodType | null {
  return (unwrap(schema)._zod.def as { element?: z.core.$ZodType }).element ?? null;
}

/**
 * The longest text (or list) a contract schema accepts at a (dotted) field path, for an input's
 * `maxLength` (or `maxTags`) and its message: the limit is written once, in the contract. A field
 * inside the entries of a list is named through it ("sections.title"); "*" names the entries
 * themselves ("checklist.*": the longest line, where "checklist" is the longest list).
 */
export function maxLengthOf(schema: z.ZodMiniType, path: string): number {
  let current: z.core.$ZodType = schema;
  for (const key of path.split(".")) {
    const element = elementOf(current);
    if (element && key === "*") {
      current = element;
      continue;
    }
    const shape = (unwrap(element ?? current)._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape;
    const next = shape?.[key];
    if (!next) throw new Error(`The schema has no field ${path}`);
    current = next;
  }
  const limits = (unwrap(current)._zod.def.checks ?? [])
    .map((check) => check._zod.def as { check: string; maximum?: number })
    .filter((def) => def.check === "max_length" && typeof def.maximum === "number")
    .map((def) => def.maximum as number);
  if (limits.length === 0) throw new Error(`The schema's field ${path} has no maximum length`);
  return Math.min(...limits);
}
