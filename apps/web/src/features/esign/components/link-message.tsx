import type { EsignLink } from "@app/contract";
import { Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Which end a link has come to, if any: what the outside signer is told instead of the document. */
export function linkEnd(link: EsignLink | null) {
  if (!link) return "unknown" as const;
  if (link.signer.status === "signed") return "signed" as const;
  if (link.signer.status === "declined") return "declined" as const;
  if (link.status === "complete") return "complete" as const;
  if (link.status === "inactive")
    return link.endReason === "declined" ? "declinedByOther" : (link.endReason ?? "cancelled");
  return null;
}

export type LinkEnd = NonNullable<ReturnType<typeof linkEnd>>;

/** A clear sentence for an unknown, expired, cancelled, declined or finished link. */
export function LinkMessage({ end }: { end: LinkEnd }) {
  const { t } = useTranslation("esign");
  const Icon = end === "signed" || end === "complete" ? IconCircleCheck : IconLinkOff;
  return (
    <Stack gap="sm" align="flex-start">
      <Icon size={32} stroke={1.5} aria-hidden />
      <Title order={1} fz="h3">
        {t(`link.end.${end}.title`)}
      </Title>
      <Text>{t(`link.end.${end}.text`)}</Text>
    </Stack>
  );
}
