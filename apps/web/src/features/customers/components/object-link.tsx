import { Anchor } from "@mantine/core";
import { Link } from "react-router";

/** The object a row of a customer's section is on, leading to the object's page (with `search`, e.g. ?task=). */
export function ObjectLink({
  companyId,
  object,
  search = "",
}: {
  companyId: string;
  object: { id: string; name: string };
  search?: string;
}) {
  return (
    <Anchor component={Link} to={`/companies/${companyId}/publications/${object.id}${search}`} size="sm">
      {object.name}
    </Anchor>
  );
}
