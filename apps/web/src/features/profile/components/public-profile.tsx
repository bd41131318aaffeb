import { Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { UserAvatar } from "../../../components/user-avatar";
import { usePublicProfile } from "../api/get-public-profile";

/** Another user's profile: name, picture and the companies you share, nothing private. */
export function PublicProfile({ viewerId, userId }: { viewerId: string; userId: string }) {
  const { t } = useTranslation("profile");
  const profile = usePublicProfile(viewerId, userId);
  return (
    <QueryBoundary query={profile} failed={t("public.failed")} isEmpty={() => false}>
      {(person) => (
        <>
          <PageTitle title={person.name} />
          <Paper withBorder p="md" maw={640}>
            <Stack gap="md">
              <Group gap="md" wrap="nowrap">
                <UserAvatar userId={person.id} name={person.name} hasImage={person.hasAvatar} size={96} />
                <Title order={2} fz="h3">
                  {person.name}
                </Title>
              </Group>
              <Text fw={500}>{t("public.sharedCompanies")}</Text>
              <List aria-label={t("public.sharedCompanies")}>
                {person.companies.map((company) => (
                  <List.Item key={company.id}>{company.name}</List.Item>
                ))}
              </List>
            </Stack>
          </Paper>
        </>
      )}
    </QueryBoundary>
  );
}
