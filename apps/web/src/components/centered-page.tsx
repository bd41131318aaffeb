import { Box, Center, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A page without the header: login, password reset and the error pages. */
export function CenteredPage({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" bg="gray.0" p="md">
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-md))">
        <Stack w="100%" maw={400} gap="md">
          <Text fw={700} size="lg" ta="center">
            {t("appName")}
          </Text>
          <Paper withBorder shadow="xs" p="xl" radius="md">
            {children}
          </Paper>
          {footer}
        </Stack>
      </Center>
    </Box>
  );
}
