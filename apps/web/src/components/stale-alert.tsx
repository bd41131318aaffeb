import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * A save refused because someone else saved first (409 STALE_VERSION): who it was, what became
 * of the user's change (hint), and the way on from the latest version.
 */
export function StaleAlert({
  changedBy,
  hint,
  onLoadLatest,
}: {
  changedBy: string | undefined;
  hint: string;
  onLoadLatest: () => void;
}) {
  const { t } = useTranslation("common");
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("stale.title", { name: changedBy || t("stale.someone") })}
    >
      <Text size="sm">{hint}</Text>
      <Button size="xs" mt="xs" variant="white" color="orange" onClick={onLoadLatest}>
        {t("stale.load")}
      </Button>
    </Alert>
  );
}
