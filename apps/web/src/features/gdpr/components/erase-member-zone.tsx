import { Button, Card, Group, List, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Scope } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useEraseMember } from "../api/erase-member";

interface Props {
  scope: Scope;
  company: string;
  member: { id: string; name: string };
}

/** The member page's danger zone: erase the member's personal data (Gdpr), after typing their name. */
export function EraseMemberZone({ scope, company, member }: Props) {
  const { t } = useTranslation("gdprErase");
  const [opened, setOpened] = useState(false);
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="gdpr-erase-title"
      style={{ borderColor: "var(--mantine-color-red-9)" }}
    >
      <Title order={2} fz="h5" id="gdpr-erase-title">
        {t("title")}
      </Title>
      <Text size="sm" c="dimmed" mt={2}>
        {t("intro")}
      </Text>
      <Button
        mt="sm"
        color="red.9"
        style={{ alignSelf: "flex-start" }}
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("modalTitle", { name: member.name })} size="lg">
        {opened && <EraseConfirm scope={scope} company={company} member={member} onClose={() => setOpened(false)} />}
      </Modal>
    </Card>
  );
}

function EraseConfirm({ scope, company, member, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation("gdprErase");
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const erase = useEraseMember(scope, member.id);
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === member.name.trim();
  // mutateAsync: the page may re-render without this dialog once the lists are read again.
  const submit = async () => {
    let filesPending: number;
    try {
      ({ filesPending } = await erase.mutateAsync());
    } catch {
      toast("failure", t("failed"), 5000);
      return;
    }
    const done =
      filesPending > 0
        ? t("erasedFilesPending", { name: member.name, count: filesPending })
        : t("erased", { name: member.name });
    toast("success", done, 5000);
    navigate("/settings/users");
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (matches) void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t("consequences", { company })}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t("removed")}</List.Item>
          <List.Item>{t("anonymised")}</List.Item>
          <List.Item>{t("files")}</List.Item>
          <List.Item>{t("account")}</List.Item>
        </List>
        <Text size="sm" fw={700}>
          {t("final")}
        </Text>
        <TextInput
          label={t("typeName", { name: member.name })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button type="submit" color="red.9" disabled={!matches} loading={erase.isPending}>
            {t("confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
