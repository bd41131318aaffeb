import type { UserSession } from "@app/contract";
import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { QueryBoundary } from "../../../components/query-boundary";
import { formatDateTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useEndOtherSessions, useSessions } from "../api/sessions";

/** "Firefox on Windows" from the sign-in's browser, else the kind of app. */
function deviceName(t: TFunction<"profile">, session: UserSession) {
  if (session.browser && session.os) return t("sessions.device", { browser: session.browser, os: session.os });
  if (session.browser) return session.browser;
  return t(`sessions.apps.${session.appId === "web" ? "web" : "other"}`, { app: session.appId });
}

/** One's live sign-ins (this one marked) with "sign out everywhere else". */
export function SessionsList({ userId }: { userId: string }) {
  const { t } = useTranslation("profile");
  const sessions = useSessions(userId);
  const endOthers = useEndOtherSessions(userId);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const signOutElsewhere = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => toast("success", t("sessions.ended", { count: ended }), 4000),
      onError: () => toast("failure", t("sessions.failed"), 6000),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t("sessions.title")}
        </Title>
        <Button variant="light" onClick={signOutElsewhere} loading={endOthers.isPending} disabled={others === 0}>
          {t("sessions.endOthers")}
        </Button>
      </Group>
      <QueryBoundary query={sessions} failed={t("sessions.loadFailed")}>
        {(rows) => (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("sessions.app")}</Table.Th>
                <Table.Th>{t("sessions.lastSeen")}</Table.Th>
                <Table.Th>{t("sessions.created")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm">{deviceName(t, s)}</Text>
                      {s.current && <Badge variant="light">{t("sessions.current")}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDateTime(s.lastSeenAt)}</Table.Td>
                  <Table.Td>{formatDateTime(s.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryBoundary>
    </Stack>
  );
}
