import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  opened: boolean;
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting a customer for good: confirmed by typing its name. */
export function DeleteCustomerModal(props: Props) {
  const { t } = useTranslation("customers");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("delete.title")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <DeleteForm {...props} />
    </Modal>
  );
}

function DeleteForm({ name, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation("customers");
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === name.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (matches) onConfirm();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t("delete.message", { name })}</Text>
        <TextInput
          label={t("delete.typeName", { name })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" color="red.9" disabled={!matches} loading={pending}>
            {t("delete.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
