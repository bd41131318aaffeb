import type { CompanyUsersMassEdit } from "@app/contract";
import { ErrorCode } from "@app/contract";
import { Alert, Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { policyError } from "../policy-errors";

type TypeChoice = "keep" | "DEFAULT" | "GUEST";
type WebChoice = "keep" | "allow" | "block";

/** The same change for every selected user: type and/or web login ("keep" leaves it as each has it). */
export function MassEditModal({
  opened,
  ids,
  canChangeType,
  onClose,
  onSave,
}: {
  opened: boolean;
  ids: string[];
  canChangeType: boolean;
  onClose: () => void;
  onSave: (input: CompanyUsersMassEdit) => Promise<unknown>;
}) {
  const { t } = useTranslation("usersAdmin");
  const [type, setType] = useState<TypeChoice>("keep");
  const [web, setWeb] = useState<WebChoice>("keep");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) {
      setType("keep");
      setWeb("keep");
      setError(null);
    }
  }, [opened]);

  const save = async () => {
    if (type === "keep" && web === "keep") {
      setError(t("massEdit.nothing"));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave({
        ids,
        ...(type !== "keep" ? { type } : {}),
        ...(web !== "keep" ? { denyLoginOnWeb: web === "block" } : {}),
      });
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      setError(
        policyError(t, failure) ??
          (code === ErrorCode.SelfChange
            ? t("massEdit.selfChange")
            : failure instanceof ApiError && failure.status === 403
              ? t("massEdit.forbidden")
              : t("massEdit.failed")),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("massEdit.title", { count: ids.length })}
      closeButtonProps={{ "aria-label": t("massEdit.cancel") }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("massEdit.intro")}
        </Text>
        <Radio.Group
          label={t("massEdit.type")}
          description={canChangeType ? undefined : t("massEdit.typeHint")}
          value={type}
          onChange={(value) => setType(value as TypeChoice)}
        >
          <Stack mt={6} gap={6}>
            <Radio value="keep" label={t("massEdit.unchanged")} />
            <Radio value="DEFAULT" label={t("types.DEFAULT")} disabled={!canChangeType} />
            <Radio value="GUEST" label={t("types.GUEST")} disabled={!canChangeType} />
          </Stack>
        </Radio.Group>
        <Radio.Group label={t("massEdit.webLogin")} value={web} onChange={(value) => setWeb(value as WebChoice)}>
          <Stack mt={6} gap={6}>
            <Radio value="keep" label={t("massEdit.unchanged")} />
            <Radio value="allow" label={t("massEdit.allow")} />
            <Radio value="block" label={t("massEdit.block")} />
          </Stack>
        </Radio.Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("massEdit.cancel")}
          </Button>
          <Button onClick={save} loading={saving}>
            {t("massEdit.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
