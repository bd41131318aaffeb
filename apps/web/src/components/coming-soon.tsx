import { EmptyState } from "@mantine/core";
import { IconHourglassEmpty } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "./page-title";

/** A screen whose feature arrives in a later release: it says so plainly. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} />
      <EmptyState
        mt="xl"
        icon={<IconHourglassEmpty aria-hidden />}
        title={t("comingSoon.title")}
        description={t("comingSoon.description")}
      />
    </>
  );
}
