import { Button, CopyButton, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCalendarShare, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { formatDateTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useCalendarFeed, useCreateCalendarFeed } from "../api/calendar-feed";

/** The profile's card for the user's secret calendar address (iCal), made or renewed here. */
export function CalendarFeedCard({ userId }: { userId: string }) {
  const { t } = useTranslation("calendar");
  const feed = useCalendarFeed(userId);
  const create = useCreateCalendarFeed(userId);
  const made = () => create.mutate(undefined, { onError: () => toast("failure", t("feed.failed"), 6000) });
  const url = create.data?.url ?? null;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t("feed.title")}
      </Title>
      <Text size="sm">{t("feed.intro")}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t("feed.outlook")}</List.Item>
        <List.Item>{t("feed.google")}</List.Item>
        <List.Item>{t("feed.apple")}</List.Item>
      </List>
      <QueryBoundary query={feed} failed={t("feed.loadFailed")} loadingLabel={t("feed.loading")} placeholders={1}>
        {(current) => (
          <Stack gap="xs">
            {url && (
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t("feed.url")}
                  value={url}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={url}>
                  {({ copy }) => (
                    <Button
                      variant="default"
                      leftSection={<IconCopy size={16} aria-hidden />}
                      onClick={() => {
                        copy();
                        toast("success", t("feed.copied"), 3000);
                      }}
                    >
                      {t("feed.copy")}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            )}
            {url && <Text size="sm">{t("feed.keepSecret")}</Text>}
            <Text size="sm" c="dimmed">
              {current.createdAt ? t("feed.createdAt", { date: formatDateTime(current.createdAt) }) : t("feed.none")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("feed.endsWithRecovery")}
            </Text>
            <Group>
              <Button
                variant={current.createdAt ? "default" : "filled"}
                leftSection={<IconCalendarShare size={16} aria-hidden />}
                loading={create.isPending}
                onClick={() =>
                  current.createdAt
                    ? confirmAction({
                        title: t("feed.renewTitle"),
                        message: t("feed.renewMessage"),
                        confirm: t("feed.renew"),
                        onConfirm: made,
                      })
                    : made()
                }
              >
                {current.createdAt ? t("feed.renew") : t("feed.create")}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
