import type { SkillStatus } from "@app/contract";
import {
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconClockExclamation,
  type TablerIcon,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Each status's icon: the shape says it too, not the colour alone. */
export const statusIcons: Record<SkillStatus, TablerIcon> = {
  missing: IconCircleDashed,
  expired: IconCircleX,
  expiring: IconClockExclamation,
  valid: IconCircleCheck,
};

/** A skill's status as a tinted badge with its icon and word (red expired, orange expiring, green valid, grey missing). */
export function SkillStatusBadge({ status }: { status: SkillStatus }) {
  const { t } = useTranslation("skills");
  const Icon = statusIcons[status];
  return (
    <span className={`skill-status skill-status-${status}`} data-status={status}>
      <Icon size={14} aria-hidden />
      {t(`status.${status}`)}
    </span>
  );
}
