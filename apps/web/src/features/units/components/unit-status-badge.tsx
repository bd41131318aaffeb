import type { UnitMemberStatus, UnitStatus } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Filled badges in shades dark enough for white text (AA), as the upload list's: the light
 * variant's text on its tint stays under 4.5:1 (teal 4.3:1), which axe reports.
 */
const colors: Record<UnitStatus, string> = { PLAN: "blue.8", ACTIVATED: "teal.9", INACTIVATED: "gray.7" };

/** Planned, active or inactive. */
export function UnitStatusBadge({ status }: { status: UnitStatus }) {
  const { t } = useTranslation("units");
  return (
    <Badge component="span" variant="filled" color={colors[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** A member's place: assigned (counted) or unassigned (kept in the unit's history). */
export function MemberStatusBadge({ status }: { status: UnitMemberStatus }) {
  const { t } = useTranslation("units");
  return (
    <Badge component="span" variant="filled" color={status === "ASSIGNED" ? "teal.9" : "gray.7"}>
      {t(`memberStatus.${status}`)}
    </Badge>
  );
}
