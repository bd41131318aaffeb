import type { Publication } from "@app/contract";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArchive, IconArrowBackUp, IconArrowLeft, IconEye, IconEyeOff, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { confirmAction } from "../../../lib/confirm";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { setArchived, setWatched, usePublicationMutation } from "../api/publication-actions";
import type { useEditLock } from "../use-edit-lock";

interface ActionsProps {
  scope: Scope;
  publication: Publication;
  /** Guests neither watch objects nor see the watch button. */
  guest: boolean;
  canEdit: boolean;
  lock: ReturnType<typeof useEditLock>;
}

/** Watch, archive (or restore) after asking, and edit (when nobody else holds the lock); none while editing. */
function PublicationActions({ scope, publication, guest, canEdit, lock }: ActionsProps) {
  const { t } = useTranslation("publications");
  const archive = usePublicationMutation(scope, (archived: boolean) =>
    setArchived(scope.companyId, publication.id, archived),
  );
  const watch = usePublicationMutation(scope, (watched: boolean) =>
    setWatched(scope.companyId, publication.id, watched),
  );
  const archived = publication.status === "archived";
  const heldByOther = publication.lock !== null && publication.lock.user.id !== scope.userId;

  const askArchive = () =>
    confirmAction({
      title: archived ? t("archive.restoreTitle") : t("archive.title"),
      message: archived
        ? t("archive.restoreConfirm", { name: publication.name })
        : t("archive.confirm", { name: publication.name }),
      confirm: archived ? t("archive.restore") : t("archive.archive"),
      onConfirm: () =>
        archive.mutate(!archived, {
          onSuccess: () => {
            toast("success", archived ? t("archive.restored") : t("archive.archived"), 5000);
            if (lock.editing) lock.lost();
          },
          onError: () => toast("failure", t("archive.failed"), 5000),
        }),
    });

  const toggleWatch = () =>
    watch.mutate(!publication.watched, {
      onSuccess: (updated) => toast("success", updated.watched ? t("watch.on") : t("watch.off"), 3000),
      onError: () => toast("failure", t("watch.failed"), 5000),
    });

  if (lock.editing) return null;
  return (
    <Group gap="xs">
      {!guest && (
        <Button
          variant="default"
          leftSection={publication.watched ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          onClick={toggleWatch}
          loading={watch.isPending}
          aria-pressed={publication.watched}
        >
          {publication.watched ? t("watch.stop") : t("watch.start")}
        </Button>
      )}
      {publication.can.archive && (
        <Button
          variant="default"
          color={archived ? undefined : "red"}
          leftSection={archived ? <IconArrowBackUp size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
          onClick={askArchive}
          loading={archive.isPending}
        >
          {archived ? t("archive.restore") : t("archive.archive")}
        </Button>
      )}
      {canEdit && !heldByOther && (
        <Button
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => void lock.start()}
          loading={lock.starting}
        >
          {t("edit.start")}
        </Button>
      )}
    </Group>
  );
}

/** The object's page header: back to the list, name, type, number, status and (outside edit mode) its actions. */
export function PublicationHeader({ listPath, ...props }: ActionsProps & { listPath: string }) {
  const { t } = useTranslation("publications");
  const typeName = usePublicationTypeName();
  const { publication } = props;
  const archived = publication.status === "archived";
  return (
    <div>
      <Button
        component={Link}
        to={listPath}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
        mb={4}
      >
        {t("page.back")}
      </Button>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <PublicationTypeIcon type={publication.type} size={26} />
            <Title order={1} fz="h3" style={{ overflowWrap: "anywhere" }}>
              {publication.name}
            </Title>
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {typeName(publication.type)} · {t("page.number", { number: publication.objectNumber })}
            </Text>
            <Badge variant="filled" color={archived || publication.closed ? "gray.7" : "teal.9"} size="sm">
              {archived ? t("status.archived") : publication.closed ? t("status.closed") : t("status.active")}
            </Badge>
          </Group>
        </Stack>
        <PublicationActions {...props} />
      </Group>
    </div>
  );
}
