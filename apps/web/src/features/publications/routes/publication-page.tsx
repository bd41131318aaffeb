import {
  type Company,
  ErrorCode,
  type Publication,
  type PublicationInput,
  publicationSchema,
  publicationTypes,
} from "@app/contract";
import { Alert, Badge, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  IconArchive,
  IconArrowBackUp,
  IconArrowLeft,
  IconEye,
  IconEyeOff,
  IconLock,
  IconLockOpen,
  IconPencil,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { ApiError, staleCurrent } from "../../../lib/api-client";
import { confirmAction } from "../../../lib/confirm";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { usePublication } from "../api/get-publication";
import { usePublicationGroups } from "../api/get-publications";
import { publicationPath, type Scope } from "../api/keys";
import {
  setArchived,
  setWatched,
  storePublication,
  updatePublication,
  usePublicationMutation,
} from "../api/publication-actions";
import { CommentsSection } from "../components/comments-section";
import { FilesSection } from "../components/files-section";
import { KeypassSection } from "../components/keypass-section";
import { PublicationForm } from "../components/publication-form";
import { RichText } from "../components/rich-text";
import { SharingSection } from "../components/sharing-section";
import { useRouteCompany } from "../use-company";
import { useEditLock } from "../use-edit-lock";

/** What the app passes in from the session: the user's permissions in the company, and optional parts. */
export interface PublicationPageProps {
  /** Keypass permission: reveal and list secrets (undefined while the permissions load). */
  canKeypass: boolean | undefined;
  /** Company account administration: delete others' comments. */
  isAccountAdmin: boolean;
  /** The reminders part of the page, for types whose sections include "reminders" (another feature). */
  remindersSection?: (props: { publication: Publication; scope: Scope }) => ReactNode;
}

/** /companies/{companyId}/publications/{publicationId}: one object. */
export function PublicationPage(props: PublicationPageProps) {
  const { publicationId } = useParams();
  const { company, scope } = useRouteCompany();
  if (!company || !scope || !publicationId) return <Navigate replace to="/404" />;
  if (company.features.denyLoginOnWeb) return <Navigate replace to="/403" />;
  return <ObjectView key={publicationId} {...props} company={company} scope={scope} publicationId={publicationId} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function PageSkeleton() {
  const { t } = useTranslation("publications");
  return (
    <Stack gap="md" aria-busy="true" aria-label={t("page.loading")}>
      <Skeleton h={36} w="40%" />
      <Skeleton h={140} />
      <Skeleton h={200} />
    </Stack>
  );
}

function ObjectView({
  company,
  scope,
  publicationId,
  canKeypass,
  isAccountAdmin,
  remindersSection,
}: PublicationPageProps & { company: Company; scope: Scope; publicationId: string }) {
  const { t } = useTranslation("publications");
  const typeName = usePublicationTypeName();
  const query = usePublication(scope, publicationId);
  const lock = useEditLock(scope, publicationId);
  const groups = usePublicationGroups(scope, lock.editing);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [stale, setStale] = useState<Publication | null>(null);
  const client = useQueryClient();
  const save = usePublicationMutation(scope, (input: PublicationInput) =>
    updatePublication(scope.companyId, publicationId, input),
  );
  const archive = usePublicationMutation(scope, (archived: boolean) =>
    setArchived(scope.companyId, publicationId, archived),
  );
  const watch = usePublicationMutation(scope, (watched: boolean) =>
    setWatched(scope.companyId, publicationId, watched),
  );

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <Alert color="red">{t("page.loadFailed")}</Alert>;
  const publication = query.data;
  const sections = publicationTypes[publication.type].sections;
  const guest = company.type === "GUEST";
  const archived = publication.status === "archived";
  const heldByOther = publication.lock && publication.lock.user.id !== scope.userId ? publication.lock : null;
  const canEdit = publication.can.edit && !archived;

  const onSave = (input: PublicationInput) => {
    setSaveError(null);
    setStale(null);
    save.mutate(input, {
      onSuccess: () => {
        toast("success", t("edit.saved"), 5000);
        void lock.release();
      },
      onError: (error) => {
        const current = staleCurrent(error, publicationSchema);
        if (current) {
          setStale(current);
        } else if (error instanceof ApiError && error.code === ErrorCode.Locked) {
          setSaveError(t("edit.lockedError"));
          toast("failure", t("edit.lockedError"), 8000);
          lock.lost();
        } else {
          setSaveError(error instanceof ApiError && error.status === 400 ? error.message : t("edit.saveFailed"));
          toast("failure", t("edit.saveFailed"), 5000);
        }
      },
    });
  };

  const onCancel = () => {
    setSaveError(null);
    setStale(null);
    void lock.release();
  };

  const onLoadLatest = (latest: Publication) => {
    storePublication(client, scope, latest);
    setStale(null);
  };

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

  const listPath = guest ? `/guest/${company.id}/publications` : publicationPath(company.id);

  return (
    <Stack gap="md">
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
              <Badge variant="filled" color={archived ? "gray.7" : "teal.9"} size="sm">
                {archived ? t("status.archived") : t("status.active")}
              </Badge>
            </Group>
          </Stack>
          {!lock.editing && (
            <Group gap="xs">
              {!guest && (
                <Button
                  variant="default"
                  leftSection={
                    publication.watched ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
                  }
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
                  leftSection={
                    archived ? <IconArrowBackUp size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />
                  }
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
          )}
        </Group>
      </div>

      {heldByOther && !lock.editing && (
        <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} title={t("lock.title")}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              {t("lock.heldBy", { name: heldByOther.user.name, since: formatDateTime(heldByOther.since) })}
            </Text>
            {canEdit && publication.can.unlock && (
              <Button
                size="xs"
                variant="white"
                color="orange"
                leftSection={<IconLockOpen size={14} aria-hidden />}
                loading={lock.starting}
                onClick={() =>
                  confirmAction({
                    title: t("lock.takeOverTitle"),
                    message: t("lock.takeOverConfirm", { name: heldByOther.user.name }),
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
      )}
      {!heldByOther && publication.lock && !lock.editing && canEdit && (
        <Alert color="blue" variant="light" icon={<IconLock aria-hidden />}>
          {t("lock.heldByYou", { since: formatDateTime(publication.lock.since) })}
        </Alert>
      )}
      {archived && (
        <Alert color="gray" variant="light" icon={<IconArchive aria-hidden />}>
          {t("archive.notice")}
        </Alert>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="sm" component="section" aria-label={t("page.details")}>
              {lock.editing ? (
                <PublicationForm
                  publication={publication}
                  groups={groups.data}
                  withBody={sections.includes("body")}
                  saving={save.isPending}
                  error={saveError}
                  stale={stale}
                  onSave={onSave}
                  onLoadLatest={onLoadLatest}
                  onCancel={onCancel}
                />
              ) : (
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                    <Field label={t("fields.endDate")}>{formatDate(publication.periodDate) || "–"}</Field>
                    <Field label={t("fields.group")}>{publication.group?.name ?? t("page.noGroup")}</Field>
                    <Field label={t("fields.updated")}>
                      {formatDate(publication.updatedAt)}
                      {publication.updatedBy && ` · ${publication.updatedBy.name}`}
                    </Field>
                    <Field label={t("fields.created")}>
                      {formatDate(publication.createdAt)}
                      {publication.createdBy && ` · ${publication.createdBy.name}`}
                    </Field>
                  </SimpleGrid>
                  <Field label={t("fields.tags")}>
                    {publication.tags.length === 0 ? (
                      "–"
                    ) : (
                      <Group gap={4} mt={2} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
                        {publication.tags.map((tag) => (
                          <Badge key={tag} component="li" variant="outline" color="gray" size="sm" tt="none">
                            {tag}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Field>
                  <Field label={t("fields.description")}>
                    {publication.description ? (
                      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                        {publication.description}
                      </Text>
                    ) : (
                      "–"
                    )}
                  </Field>
                  {sections.includes("body") && (
                    <Field label={t("fields.body")}>
                      {publication.body ? (
                        <RichText html={publication.body} label={t("fields.body")} />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t("page.noBody")}
                        </Text>
                      )}
                    </Field>
                  )}
                </Stack>
              )}
            </Paper>
            {sections.includes("keypass") && (
              <KeypassSection scope={scope} publicationId={publicationId} allowed={canKeypass} canEdit={canEdit} />
            )}
            {sections.includes("files") && (
              <FilesSection scope={scope} publicationId={publicationId} canEdit={canEdit} />
            )}
            {sections.includes("comments") && (
              <CommentsSection
                scope={scope}
                publicationId={publicationId}
                canComment={!guest}
                canDeleteAny={isAccountAdmin}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            {publication.can.share && sections.includes("sharing") && (
              <SharingSection scope={scope} publicationId={publicationId} />
            )}
            {sections.includes("reminders") && remindersSection?.({ publication, scope })}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
