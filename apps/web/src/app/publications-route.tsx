import { useParams } from "react-router";
import { PublicationsPage } from "../features/publications/routes/publications-page";
import { usePermissions } from "../lib/permissions";

/** /companies/:companyId/publications: the company's objects, creatable with PublicationCreate there. */
export function PublicationsRoute() {
  const { has } = usePermissions(useParams().companyId);
  return <PublicationsPage canCreate={has("PublicationCreate")} />;
}
