import { type Comment, commentInputSchema } from "@app/contract";
import { ActionIcon, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { PersonLink } from "../../../components/person-link";
import { QueryBoundary } from "../../../components/query-boundary";
import { UserAvatar } from "../../../components/user-avatar";
import { confirmAction } from "../../../lib/confirm";
import { formatDateTime } from "../../../lib/dates";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useChangeComment, useComments } from "../api/comments";
import type { Scope } from "../api/keys";

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
      <UserAvatar
        userId={comment.author?.id ?? ""}
        hasImage={comment.author?.hasAvatar ?? false}
        name={author}
        size="sm"
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">
            {comment.author ? (
              <PersonLink user={comment.author} fw={600} fz="sm" />
            ) : (
              <Text span fw={600} fz="sm">
                {author}
              </Text>
            )}{" "}
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
          <CommentEditForm
            body={draft}
            saving={saving}
            onSave={(body) => onSave(body, () => setDraft(null))}
            onCancel={() => setDraft(null)}
          />
        )}
      </Stack>
    </Group>
  );
}

const BODY_MAX = maxLengthOf(commentInputSchema, "body");

/** Changes one's own comment: the text as it is, saved when not empty. */
function CommentEditForm({
  body,
  saving,
  onSave,
  onCancel,
}: {
  body: string;
  saving: boolean;
  onSave: (body: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("publications");
  const form = useContractForm({
    schema: commentInputSchema,
    initialValues: { body },
    message: () => t("comments.saveFailed"),
  });
  const empty = !form.values.body.trim();
  return (
    <form onSubmit={form.onSubmit((values) => onSave(values.body.trim()))}>
      <Textarea
        label={t("comments.editLabel")}
        autosize
        minRows={2}
        maxLength={BODY_MAX}
        data-autofocus
        {...form.getInputProps("body")}
        error={undefined}
      />
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onCancel}>
          {t("actions.cancel")}
        </Button>
        <Button size="xs" type="submit" loading={saving} disabled={empty}>
          {t("actions.save")}
        </Button>
      </Group>
    </form>
  );
}

/** A new comment; Ctrl+Enter (Cmd+Enter) sends it too. */
function CommentComposer({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("publications");
  const change = useChangeComment(scope, publicationId);
  const form = useContractForm({
    schema: commentInputSchema,
    initialValues: { body: "" },
    message: () => t("comments.saveFailed"),
  });
  const add = form.onSubmit((values) =>
    change.mutate(
      { kind: "add", body: values.body.trim() },
      {
        onSuccess: () => {
          form.reset();
          toast("success", t("comments.added"), 3000);
        },
        onError: () => toast("failure", t("comments.saveFailed"), 5000),
      },
    ),
  );
  return (
    <form onSubmit={add}>
      <Textarea
        label={t("comments.new")}
        placeholder={t("comments.placeholder")}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={BODY_MAX}
        {...form.getInputProps("body")}
        error={undefined}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) add();
        }}
      />
      <Group justify="flex-end" mt="xs">
        <Button
          type="submit"
          size="xs"
          loading={change.isPending && change.variables?.kind === "add"}
          disabled={!form.values.body.trim()}
        >
          {t("comments.submit")}
        </Button>
      </Group>
    </form>
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
    <ObjectSection title={t("comments.title")}>
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
        {canComment && <CommentComposer scope={scope} publicationId={publicationId} />}
      </Stack>
    </ObjectSection>
  );
}
