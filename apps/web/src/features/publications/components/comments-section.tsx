import type { Comment } from "@app/contract";
import { ActionIcon, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryBoundary } from "../../../components/query-boundary";
import { UserAvatar } from "../../../components/user-avatar";
import { confirmAction } from "../../../lib/confirm";
import { formatDateTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { useChangeComment, useComments } from "../api/comments";
import type { Scope } from "../api/keys";
import { Section } from "./section";

function CommentItem({
  comment,
  mine,
  canDelete,
  onSave,
  onDelete,
  saving,
}: {
  comment: Comment;
  mine: boolean;
  canDelete: boolean;
  onSave: (body: string, done: () => void) => void;
  onDelete: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation("publications");
  const [draft, setDraft] = useState<string | null>(null);
  const author = comment.author?.name ?? t("comments.formerUser");
  const edited = comment.updatedAt !== comment.createdAt;
  return (
    <Group component="li" align="flex-start" gap="sm" wrap="nowrap">
      <UserAvatar userId={comment.author?.id ?? ""} hasImage={Boolean(comment.author)} name={author} size="sm" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Text span fw={600} fz="sm">
              {author}
            </Text>{" "}
            <Text span c="dimmed" fz="xs">
              {formatDateTime(comment.createdAt)}
              {edited && ` · ${t("comments.edited")}`}
            </Text>
          </Text>
          {draft === null && (mine || canDelete) && (
            <Group gap={2} wrap="nowrap">
              {mine && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => setDraft(comment.body)}
                  aria-label={t("comments.edit")}
                >
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
              )}
              <ActionIcon variant="subtle" color="red" size="sm" onClick={onDelete} aria-label={t("comments.delete")}>
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {draft === null ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {comment.body}
          </Text>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim()) onSave(draft.trim(), () => setDraft(null));
            }}
          >
            <Textarea
              label={t("comments.editLabel")}
              autosize
              minRows={2}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={10_000}
              data-autofocus
            />
            <Group gap="xs" mt="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setDraft(null)}>
                {t("actions.cancel")}
              </Button>
              <Button size="xs" type="submit" loading={saving} disabled={!draft.trim()}>
                {t("actions.save")}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Group>
  );
}

/** Comments newest last; one's own can be edited and deleted (any, for the account administrator). */
export function CommentsSection({
  scope,
  publicationId,
  canComment,
  canDeleteAny,
}: {
  scope: Scope;
  publicationId: string;
  canComment: boolean;
  canDeleteAny: boolean;
}) {
  const { t } = useTranslation("publications");
  const comments = useComments(scope, publicationId);
  const change = useChangeComment(scope, publicationId);
  const [body, setBody] = useState("");

  const add = () => {
    const text = body.trim();
    if (!text) return;
    change.mutate(
      { kind: "add", body: text },
      {
        onSuccess: () => {
          setBody("");
          toast("success", t("comments.added"), 3000);
        },
        onError: () => toast("failure", t("comments.saveFailed"), 5000),
      },
    );
  };

  const save = (commentId: string, text: string, done: () => void) =>
    change.mutate(
      { kind: "edit", commentId, body: text },
      {
        onSuccess: () => {
          done();
          toast("success", t("comments.saved"), 3000);
        },
        onError: () => toast("failure", t("comments.saveFailed"), 5000),
      },
    );

  const askDelete = (commentId: string) =>
    confirmAction({
      title: t("comments.deleteTitle"),
      message: t("comments.deleteConfirm"),
      confirm: t("actions.delete"),
      onConfirm: () =>
        change.mutate(
          { kind: "delete", commentId },
          {
            onSuccess: () => toast("success", t("comments.deleted"), 3000),
            onError: () => toast("failure", t("comments.deleteFailed"), 5000),
          },
        ),
    });

  return (
    <Section title={t("comments.title")}>
      <Stack gap="md">
        <QueryBoundary query={comments} failed={t("comments.loadFailed")} placeholders={2} empty={t("comments.none")}>
          {(rows) => (
            <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("comments.title")}>
              {rows.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  mine={comment.author?.id === scope.userId}
                  canDelete={comment.author?.id === scope.userId || canDeleteAny}
                  saving={change.isPending}
                  onSave={(text, done) => save(comment.id, text, done)}
                  onDelete={() => askDelete(comment.id)}
                />
              ))}
            </Stack>
          )}
        </QueryBoundary>
        {canComment && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <Textarea
              label={t("comments.new")}
              placeholder={t("comments.placeholder")}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={10_000}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) add();
              }}
            />
            <Group justify="flex-end" mt="xs">
              <Button
                type="submit"
                size="xs"
                loading={change.isPending && change.variables?.kind === "add"}
                disabled={!body.trim()}
              >
                {t("comments.submit")}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Section>
  );
}
