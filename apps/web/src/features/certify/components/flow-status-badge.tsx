import type { FlowStatus } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const colors = { pending: "blue", approved: "green", rejected: "red", cancelled: "gray", outdated: "orange" } as const;

/** A flow's status; "outdated" reads "Earlier version". */
export function FlowStatusBadge({ status }: { status: FlowStatus }) {
  const { t } = useTranslation("certify");
  return (
    <Badge component="span" color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
