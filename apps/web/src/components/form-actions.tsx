import { Button, Group, type MantineSpacing } from "@mantine/core";

/** A form's last row: cancel (a plain button, first) and submit, at the end of the row. */
export function FormActions({
  cancel,
  submit,
  onCancel,
  loading,
  disabled,
  mt,
  gap,
}: {
  cancel: string;
  submit: string;
  onCancel: () => void;
  loading?: boolean;
  disabled?: boolean;
  mt?: MantineSpacing;
  gap?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt} gap={gap}>
      <Button variant="default" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        {submit}
      </Button>
    </Group>
  );
}
