import { groupSchema } from "@app/contract";
import { Badge, Group } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { QueryBoundary } from "../../../components/query-boundary";
import { api } from "../../../lib/api-client";
import { type Scope, usersAdminKeys } from "../api/keys";

/** The authorization groups and portals the member belongs to (GET /companies/{id}/groups?userId=). */
export function MemberGroups({ scope, memberId }: { scope: Scope; memberId: string }) {
  const { t } = useTranslation("usersAdmin");
  const groups = useQuery({
    queryKey: usersAdminKeys.memberGroups(scope, memberId),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/groups`, z.array(groupSchema), {
        query: { userId: memberId, all: "true" },
        errorPages: false,
      }),
  });
  return (
    <QueryBoundary query={groups} failed={t("groups.failed")} placeholders={1} empty={t("groups.empty")}>
      {(rows) => (
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("groups.title")}>
          {rows.map((group) => (
            <Badge component="li" key={group.id} variant="default" tt="none">
              {group.type === "PORTAL" ? t("groups.portal", { name: group.name }) : group.name}
            </Badge>
          ))}
        </Group>
      )}
    </QueryBoundary>
  );
}
