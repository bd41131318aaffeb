import { Group, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ShellFrame, ShellHeader } from "../../../components/shell-frame";

/** The signed-in layout's outline while the user and their companies load. */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <ShellFrame
      header={
        <ShellHeader>
          <Group h="100%" px="md" justify="space-between">
            <Skeleton h={28} w={220} />
            <Skeleton h={32} circle />
          </Group>
        </ShellHeader>
      }
      navbar={
        <Stack gap="xs">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={28} />
          ))}
        </Stack>
      }
      mobileOpened={false}
      desktopOpened
      busyLabel={t("loading")}
    >
      <Skeleton h={28} w={200} mb="md" />
      <Skeleton h={120} />
    </ShellFrame>
  );
}
