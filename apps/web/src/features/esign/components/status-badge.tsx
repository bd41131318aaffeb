import type { EsignRequest } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const colors = { active: "blue", complete: "green", inactive: "gray" } as const;

/** The request's status; an inactive one says why it ended. */
export function StatusBadge({ request }: { request: Pick<EsignRequest, "status" | "endReason"> }) {
  const { t } = useTranslation("esign");
  return (
    <Badge component="span" color={colors[request.status]} variant="light">
      {request.endReason ? t(`endReason.${request.endReason}`) : t(`status.${request.status}`)}
    </Badge>
  );
}
