import type { EsignVerification } from "@app/contract";
import { Alert, Code, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRosetteDiscountCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";

/** What the verification found for one file: its sealed request, or that it is not (or no longer) one. */
export function VerificationResult({ file, result }: { file: string; result: EsignVerification }) {
  const { t } = useTranslation("esign");
  const { request } = result;
  if (!result.valid || !request) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t("verify.invalidTitle", { file })}>
        <Stack gap="xs">
          <Text size="sm">{t("verify.invalid")}</Text>
          <Text size="xs" c="dimmed">
            {t("verify.hash")} <Code style={{ wordBreak: "break-all" }}>{result.sha256}</Code>
          </Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="green" icon={<IconRosetteDiscountCheck aria-hidden />} title={t("verify.validTitle", { file })}>
      <Stack gap="xs">
        <Text size="sm">
          {t("verify.valid", {
            document: request.document.name,
            company: request.company.name,
            date: formatDateTime(request.completedAt),
          })}
        </Text>
        <Text size="sm" fw={600}>
          {t("verify.signers")}
        </Text>
        <List size="sm" spacing={2}>
          {request.signers.map((signer) => (
            <List.Item key={`${signer.name}-${signer.signedAt}`}>
              {t("verify.signer", { name: signer.name, date: formatDateTime(signer.signedAt) })}
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {t("verify.request")} <Code>{request.id}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          {t("verify.original")} <Code style={{ wordBreak: "break-all" }}>{request.document.sha256}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          {t("verify.hash")} <Code style={{ wordBreak: "break-all" }}>{result.sha256}</Code>
        </Text>
      </Stack>
    </Alert>
  );
}
