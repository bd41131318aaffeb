import { Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What shows while something loads: a busy status region (its label "Loading…" unless given) of grey bars. */
export function Placeholders({ label, count = 3 }: { label?: string; count?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label={label ?? t("loading")}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={34} />
      ))}
    </Stack>
  );
}
