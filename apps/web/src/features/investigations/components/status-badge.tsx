import type { InvestigationStatus } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const colors: Record<InvestigationStatus, string> = { open: "blue", inProgress: "orange", closed: "gray" };

/** Open, in progress or closed. */
export function StatusBadge({ status }: { status: InvestigationStatus }) {
  const { t } = useTranslation("investigations");
  return (
    <Badge variant="light" color={colors[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
