import { AppShell, Group, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The signed-in layout's outline while the user and their companies load. */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Skeleton h={28} w={220} />
          <Skeleton h={32} circle />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Stack gap="xs">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={28} />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main aria-busy="true" aria-label={t("loading")}>
        <Skeleton h={28} w={200} mb="md" />
        <Skeleton h={120} />
      </AppShell.Main>
    </AppShell>
  );
}
