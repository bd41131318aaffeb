import { Button, Group, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { z } from "zod/mini";
import { useContractForm } from "../../../lib/forms";

/**
 * A one-line form that adds something by name: the contract's rule for the name (required, at
 * most so many characters) is checked before sending; what the server refuses is said under the
 * field and the name stays.
 */
export function AddByName({
  label,
  action,
  schema,
  required,
  tooLong,
  pending,
  onAdd,
}: {
  label: string;
  action: string;
  /** The contract's schema of `{ name }`. */
  schema: z.ZodMiniType;
  required: string;
  tooLong: string;
  pending: boolean;
  /** Saves the name; resolves with the message to show when it could not. */
  onAdd: (name: string) => Promise<string | null>;
}) {
  const form = useContractForm({
    schema,
    initialValues: { name: "" },
    message: (_field, issue) => (issue.code === "too_big" ? tooLong : required),
  });

  const submit = form.onSubmit(async ({ name }) => {
    const failure = await onAdd(name.trim());
    if (failure) form.setFieldError("name", failure);
    else form.reset();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          aria-label={label}
          placeholder={label}
          {...form.getInputProps("name")}
          style={{ flex: 1 }}
        />
        <Button
          size="xs"
          type="submit"
          variant="light"
          loading={pending}
          leftSection={<IconPlus size={14} aria-hidden />}
        >
          {action}
        </Button>
      </Group>
    </form>
  );
}
