import { groupSchema } from "@app/contract";
import { Alert, Badge, Group, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
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
  if (groups.isPending) return <Skeleton h={28} />;
  if (groups.isError) return <Alert color="red">{t("groups.failed")}</Alert>;
  if (groups.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("groups.empty")}
      </Text>
    );
  }
  return (
    <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("groups.title")}>
      {groups.data.map((group) => (
        <Badge component="li" key={group.id} variant="default" tt="none">
          {group.type === "PORTAL" ? t("groups.portal", { name: group.name }) : group.name}
        </Badge>
      ))}
    </Group>
  );
}
