import { List, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApps } from "../api/api-tokens";
import type { Scope } from "../api/keys";

/** The apps registered for the company (shown only when there are any). */
export function RegisteredApps({ scope }: { scope: Scope }) {
  const { t } = useTranslation("integrations");
  const apps = useApps(scope);
  if (!apps.data || apps.data.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" mt="xl">
      <Title order={2} fz="md">
        {t("apiTokens.apps.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("apiTokens.apps.description")}
      </Text>
      <List size="sm">
        {apps.data.map((app) => (
          <List.Item key={app.appId}>
            {app.name}{" "}
            <Text span c="dimmed" ff="monospace" size="xs">
              ({app.appId})
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
