import { Button, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CenteredPage } from "../../../components/centered-page";

/** An error page: what happened and the way back to the start. */
export function StatusPage({ code, title, message }: { code: string; title: string; message: string }) {
  const { t } = useTranslation("errors");
  return (
    <CenteredPage>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" fw={700} c="dimmed">
          {code}
        </Text>
        <Title order={1} fz="h3">
          {title}
        </Title>
        <Text>{message}</Text>
        <Button component={Link} to="/" mt="sm">
          {t("backToStart")}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
