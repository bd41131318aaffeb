import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { portalRoutes } from "../api/keys";

/** Back to the list of portals. */
export function BackToPortals() {
  const { t } = useTranslation("portals");
  return (
    <Anchor
      component={Link}
      to={portalRoutes.list}
      size="sm"
      mb="xs"
      display="inline-flex"
      style={{ alignItems: "center", gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden />
      {t("form.back")}
    </Anchor>
  );
}
