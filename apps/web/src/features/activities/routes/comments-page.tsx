import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMessages } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicationTypeIcon } from "../../../components/publication-type-icon";
import { formatDateTime } from "../../../lib/dates";
import { useActivities } from "../api/activities";
import { useActivityPage } from "../list-state";
import { ActivityBody, ActivityFrame } from "./activity-page";

/** /activities/comments: every comment in the company the user may see, newest first. */
export function CommentsPage() {
  const { t } = useTranslation("activities");
  return (
    <ActivityFrame title={t("comments.title")}>
      {(company, userId) => <CommentList companyId={company.id} userId={userId} />}
    </ActivityFrame>
  );
}

function CommentList({ companyId, userId }: { companyId: string; userId: string }) {
  const { t } = useTranslation("activities");
  const [page, setPage] = useActivityPage();
  const list = useActivities(userId, companyId, "comments", page);
  return (
    <ActivityBody
      list={list}
      emptyIcon={<IconMessages aria-hidden />}
      emptyTitle={t("comments.empty")}
      emptyDescription={t("comments.emptyHint")}
      page={page}
      onPage={setPage}
    >
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("comments.title")}>
        {list.rows.map((comment) => (
          <Paper component="li" key={comment.id} withBorder p="sm" radius="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <PublicationTypeIcon type={comment.publication.type} size={16} />
                <Anchor
                  component={Link}
                  to={`/companies/${companyId}/publications/${comment.publication.id}`}
                  fz="sm"
                  fw={500}
                  truncate="end"
                >
                  {comment.publication.name}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed">
                {comment.author?.name ?? t("comments.formerUser")} · {formatDateTime(comment.createdAt)}
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {comment.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    </ActivityBody>
  );
}
