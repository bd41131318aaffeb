import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Back to /settings, above a settings page's title. */
export function BackLink() {
  const { t } = useTranslation("companySettings");
  return (
    <Anchor
      component={Link}
      to="/settings"
      size="sm"
      mb="xs"
      display="inline-flex"
      style={{ alignItems: "center", gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden />
      {t("back")}
    </Anchor>
  );
}
