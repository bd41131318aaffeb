import { Button, Group, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";

/**
 * A one-line form that adds something by name: required and at most max characters, checked
 * before sending; what the server refuses is said under the field and the name stays.
 */
export function AddByName({
  label,
  action,
  max,
  required,
  tooLong,
  pending,
  onAdd,
}: {
  label: string;
  action: string;
  max: number;
  required: string;
  tooLong: string;
  pending: boolean;
  /** Saves the name; resolves with the message to show when it could not. */
  onAdd: (name: string) => Promise<string | null>;
}) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError(required);
    if (value.length > max) return setError(tooLong);
    setError(null);
    const failure = await onAdd(value);
    if (failure) setError(failure);
    else setName("");
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          aria-label={label}
          placeholder={label}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
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
