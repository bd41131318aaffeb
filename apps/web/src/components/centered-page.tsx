import { Box, Center, Paper, Stack, Text } from "@mantine/core";
import { createContext, type ReactNode, use } from "react";
import { useTranslation } from "react-i18next";

/** True inside the signed-in shell's page (`ShellFrame`). */
export const InShell = createContext(false);

/**
 * A page without the header: login, password reset and the error pages; inside the signed-in shell
 * (an error page for a signed-in person) the card alone, the header and menu staying around it.
 */
export function CenteredPage({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  if (use(InShell)) {
    return (
      <Stack maw={400} gap="md" mx="auto" mt="xl">
        <Paper withBorder shadow="xs" p="xl" radius="md">
          {children}
        </Paper>
        {footer}
      </Stack>
    );
  }
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
