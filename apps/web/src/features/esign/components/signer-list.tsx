import { esignRoles, type Language, languages } from "@app/contract";
import { ActionIcon, Group, Select, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PickedSigner } from "./signer-picker";

export type EsignRole = (typeof esignRoles)[number];

export interface SignerDraft extends PickedSigner {
  role: EsignRole;
  /** The language of an outside person's mails (a member is mailed in their own). */
  language?: Language;
}

/**
 * The signers in their order, each with a role, an outside person with the language of their mails
 * (the company's unless changed), and a remove button.
 */
export function SignerList({
  signers,
  onRole,
  onLanguage,
  onRemove,
}: {
  signers: SignerDraft[];
  onRole: (index: number, role: EsignRole) => void;
  onLanguage: (index: number, language: Language) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation("esign");
  if (signers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("request.noSigners")}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ol" p={0} m={0} aria-label={t("request.signers")}>
      {signers.map((signer, index) => (
        <Group key={signer.userId ?? signer.email} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" truncate>
            {index + 1}. {signer.name} ({signer.email})
          </Text>
          <Group gap={4} wrap="nowrap">
            <Select
              size="xs"
              w={120}
              aria-label={t("request.roleOf", { name: signer.name })}
              value={signer.role}
              allowDeselect={false}
              data={esignRoles.map((role) => ({ value: role, label: t(`role.${role}`) }))}
              onChange={(role) => role && onRole(index, role as EsignRole)}
            />
            {signer.language && (
              <Select
                size="xs"
                w={110}
                aria-label={t("request.languageOf", { name: signer.name })}
                value={signer.language}
                allowDeselect={false}
                data={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
                onChange={(language) => language && onLanguage(index, language as Language)}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("request.remove", { name: signer.name })}
              onClick={() => onRemove(index)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
