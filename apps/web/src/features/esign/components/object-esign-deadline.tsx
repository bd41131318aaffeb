import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataField } from "../../../components/data-field";
import { formatDate } from "../../../lib/dates";
import { useObjectEsigns } from "../api/get-object-esigns";
import { esignPath } from "../api/keys";
import { useEsignScope } from "../use-esign-scope";

/**
 * Among the object's dates: the nearest deadline of its active signing requests the member sees,
 * opening that request (nothing without one, or where the company lacks the esign feature).
 */
export function ObjectEsignDeadline({ companyId, publicationId }: { companyId: string; publicationId: string }) {
  const { t } = useTranslation("esign");
  const requests = useObjectEsigns(useEsignScope(companyId), publicationId);
  const [next] = (requests.data ?? [])
    .filter((request) => request.status === "active")
    .sort((a, b) => a.deadline.localeCompare(b.deadline));
  if (!next) return null;
  return (
    <DataField label={t("object.deadline")}>
      <Anchor component={Link} to={esignPath(companyId, next.id)} fz="sm" underline="always">
        {formatDate(next.deadline)}
      </Anchor>
    </DataField>
  );
}
