import type { UserType } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Full user (DEFAULT) or User (GUEST, the spec's name for a limited user). */
export function TypeBadge({ type }: { type: UserType }) {
  const { t } = useTranslation("usersAdmin");
  return (
    <Badge
      component="span"
      variant="light"
      color={type === "DEFAULT" ? "indigo" : "gray"}
      radius="sm"
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {t(`types.${type}`)}
    </Badge>
  );
}
