import { Box, Container, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { applyLanguage } from "../lib/i18n";
import { LanguagePicker } from "./language-picker";

/** A page opened without an account (shared link, signing link): the app's name, a language choice, the content. */
export function PublicFrame({ size, children }: { size: "sm" | "md"; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" bg="gray.0" py="xl" px={size}>
      <Container size={size} p={0}>
        <Group justify="space-between" mb="md">
          <Text fw={700} size="lg">
            {t("appName")}
          </Text>
          <LanguagePicker onChange={applyLanguage} />
        </Group>
        {children}
      </Container>
    </Box>
  );
}
