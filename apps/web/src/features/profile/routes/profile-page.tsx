import { Group, Paper, Stack, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { LanguagePicker } from "../../../components/language-picker";
import { PageTitle } from "../../../components/page-title";
import { useSession } from "../../../lib/session";
import { useChangeLanguage } from "../api/update-language";
import { AvatarEditor } from "../components/avatar-editor";
import { ChangeEmailForm } from "../components/change-email-form";
import { ChangeNameForm } from "../components/change-name-form";
import { ChangePasswordForm } from "../components/change-password-form";
import { ChangePhoneForm } from "../components/change-phone-form";
import { PublicProfile } from "../components/public-profile";
import { SessionsList } from "../components/sessions-list";

/**
 * /profile/{userId}/detail: one's own details, picture, email, password and sessions; another user's
 * public profile. `ownCards` adds cards of other features, each on its own paper, to one's own profile (app/ composes them).
 */
export function ProfilePage({ ownCards }: { ownCards?: (userId: string) => ReactNode[] }) {
  const { t } = useTranslation("profile");
  const { userId } = useParams();
  const { user } = useSession();
  const changeLanguage = useChangeLanguage(user.id);
  if (!userId) return <Navigate replace to="/404" />;
  if (userId !== user.id) return <PublicProfile viewerId={user.id} userId={userId} />;

  return (
    <>
      <PageTitle title={t("title")} />
      <Paper withBorder p="md" maw={640}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <AvatarEditor user={user} />
          </Group>
          <Table variant="vertical" layout="fixed" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{t("name")}</Table.Th>
                <Table.Td>
                  <ChangeNameForm userId={user.id} name={user.name} />
                </Table.Td>
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
      <Paper withBorder p="md" maw={640} mt="md">
        <ChangePhoneForm userId={user.id} />
      </Paper>
      <Paper withBorder p="md" maw={640} mt="md">
        <ChangePasswordForm userId={user.id} />
      </Paper>
      <Paper withBorder p="md" maw={640} mt="md">
        <SessionsList userId={user.id} />
      </Paper>
      {ownCards?.(user.id).map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are a fixed list composed by app/
        <Paper key={index} withBorder p="md" maw={640} mt="md">
          {card}
        </Paper>
      ))}
    </>
  );
}
