import type { Publication } from "@app/contract";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconArchive, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../lib/confirm";
import { formatDateTime } from "../../../lib/dates";
import type { useEditLock } from "../use-edit-lock";

type Lock = NonNullable<Publication["lock"]>;

/** Someone else edits the object; with the unlock right (and edit) the lock can be taken over. */
function HeldByOther({
  held,
  canTakeOver,
  lock,
}: {
  held: Lock;
  canTakeOver: boolean;
  lock: ReturnType<typeof useEditLock>;
}) {
  const { t } = useTranslation("publications");
  return (
    <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} title={t("lock.title")}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t("lock.heldBy", { name: held.user.name, since: formatDateTime(held.since) })}</Text>
        {canTakeOver && (
          <Button
            size="xs"
            variant="white"
            color="orange"
            leftSection={<IconLockOpen size={14} aria-hidden />}
            loading={lock.starting}
            onClick={() =>
              confirmAction({
                title: t("lock.takeOverTitle"),
                message: t("lock.takeOverConfirm", { name: held.user.name }),
                confirm: t("lock.takeOver"),
                onConfirm: () => void lock.start(true),
              })
            }
          >
            {t("lock.takeOver")}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** The object's lock (held by another user, or by this user elsewhere) and its archived state, outside edit mode. */
export function PublicationNotices({
  publication,
  userId,
  canEdit,
  lock,
}: {
  publication: Publication;
  userId: string;
  canEdit: boolean;
  lock: ReturnType<typeof useEditLock>;
}) {
  const { t } = useTranslation("publications");
  const heldByOther = publication.lock && publication.lock.user.id !== userId ? publication.lock : null;
  return (
    <>
      {heldByOther && !lock.editing && (
        <HeldByOther held={heldByOther} canTakeOver={canEdit && publication.can.unlock} lock={lock} />
      )}
      {!heldByOther && publication.lock && !lock.editing && canEdit && (
        <Alert color="blue" variant="light" icon={<IconLock aria-hidden />}>
          {t("lock.heldByYou", { since: formatDateTime(publication.lock.since) })}
        </Alert>
      )}
      {publication.status === "archived" && (
        <Alert color="gray" variant="light" icon={<IconArchive aria-hidden />}>
          {t("archive.notice")}
        </Alert>
      )}
    </>
  );
}
