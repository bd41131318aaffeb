import type { CustomerDetail } from "@app/contract";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { downloadWithProgress } from "../../../lib/download";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { type GdprSubject, gdprPath, useGdprErase } from "../api/gdpr";
import type { Scope } from "../api/keys";

/**
 * "Personal data (GDPR)" on the customer page, for holders of the GDPR permission: export and
 * erase a private-person customer's data, and each contact's (docs/gdpr-customers.md).
 */
export function CustomerGdprSection({ scope, customer }: { scope: Scope; customer: CustomerDetail }) {
  const { t } = useTranslation("customers");
  const [erasing, setErasing] = useState<GdprSubject | null>(null);
  const subjects: GdprSubject[] = [
    ...(customer.kind === "person" ? [{ customerId: customer.id, name: customer.name }] : []),
    ...customer.contacts.map((c) => ({ customerId: customer.id, contactId: c.id, name: c.name })),
  ];
  const download = async (subject: GdprSubject) => {
    try {
      await downloadWithProgress(gdprPath(scope.companyId, subject, "export"), "gdpr-export.json", () => {});
    } catch (error) {
      toast("failure", errorText(error, t("gdpr.exportFailed")), 6000);
    }
  };
  return (
    <ObjectSection title={t("gdpr.title")}>
      {subjects.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("gdpr.organisation")}
        </Text>
      ) : (
        <Stack gap="xs">
          {subjects.map((subject) => (
            <Stack key={subject.contactId ?? subject.customerId} gap={4}>
              <Text size="sm" fw={500}>
                {subject.contactId ? t("gdpr.contact", { name: subject.name }) : subject.name}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  aria-label={t("gdpr.exportOf", { name: subject.name })}
                  onClick={() => void download(subject)}
                >
                  {t("gdpr.export")}
                </Button>
                <Button
                  variant="default"
                  color="red.9"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={t("gdpr.eraseOf", { name: subject.name })}
                  onClick={() => setErasing(subject)}
                >
                  {t("gdpr.erase")}
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      <Modal
        opened={erasing !== null}
        onClose={() => setErasing(null)}
        title={t("gdpr.modalTitle", { name: erasing?.name ?? "" })}
      >
        {erasing && <EraseConfirm scope={scope} subject={erasing} onClose={() => setErasing(null)} />}
      </Modal>
    </ObjectSection>
  );
}

function EraseConfirm({ scope, subject, onClose }: { scope: Scope; subject: GdprSubject; onClose: () => void }) {
  const { t } = useTranslation("customers");
  const { t: common } = useTranslation();
  const erase = useGdprErase(scope, subject);
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === subject.name.trim();
  const submit = async () => {
    try {
      await erase.mutateAsync();
    } catch (error) {
      toast("failure", errorText(error, t("gdpr.eraseFailed")), 6000);
      return;
    }
    toast("success", t("gdpr.erased", { name: subject.name }), 5000);
    onClose();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (matches) void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{subject.contactId ? t("gdpr.consequencesContact") : t("gdpr.consequencesCustomer")}</Text>
        <Text size="sm" fw={700}>
          {t("gdpr.final")}
        </Text>
        <TextInput
          label={t("gdpr.typeName", { name: subject.name })}
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
            {t("gdpr.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
