import { Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { LanguagePicker } from "../../../components/language-picker";
import { PageTitle } from "../../../components/page-title";
import { UserAvatar } from "../../../components/user-avatar";
import { useSession } from "../../../lib/session";
import { useChangeLanguage } from "../api/update-language";
import { ChangeEmailForm } from "../components/change-email-form";

/** /profile/{userId}/detail: the signed-in user's own details, language and email change (the API shows no one else). */
export function ProfilePage() {
  const { t } = useTranslation("profile");
  const { userId } = useParams();
  const { user } = useSession();
  const changeLanguage = useChangeLanguage(user.id);
  if (userId !== user.id) return <Navigate replace to="/404" />;

  return (
    <>
      <PageTitle title={t("title")} />
      <Paper withBorder p="md" maw={640}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <UserAvatar userId={user.id} name={user.name} hasImage={user.hasAvatar} size="lg" />
            <div>
              <Title order={2} fz="h4">
                {user.name}
              </Title>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </div>
          </Group>
          <Table variant="vertical" layout="fixed" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{t("name")}</Table.Th>
                <Table.Td>{user.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t("email")}</Table.Th>
                <Table.Td>{user.email}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t("phone")}</Table.Th>
                <Table.Td>{user.phone ?? t("noPhone")}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t("language.label")}</Table.Th>
                <Table.Td>
                  <LanguagePicker
                    onChange={(language) => changeLanguage.mutate(language)}
                    disabled={changeLanguage.isPending}
                  />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
      <Paper withBorder p="md" maw={640} mt="md">
        <ChangeEmailForm userId={user.id} />
      </Paper>
    </>
  );
}
