import type { Share, SharedLink } from "@app/contract";
import { MEMBER_SEARCH_DEBOUNCE_MS } from "@app/contract";
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Divider,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCheck, IconCopy, IconLink, IconTrash, IconUser, IconUsersGroup } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import { LazyTooltip } from "../../../components/lazy-tooltip";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { DeleteAction } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { addDays, formatDate, today } from "../../../lib/dates";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { usePublicationGroups } from "../api/get-publications";
import type { Scope } from "../api/keys";
import { useMemberSearch } from "../api/search-members";
import {
  useAddShare,
  useCreateSharedLink,
  useRemoveShare,
  useRevokeSharedLink,
  useSharedLinks,
  useShares,
} from "../api/sharing";

function ShareWithMember({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("publications");
  const [search, setSearch] = useState("");
  const [userId, setUserId] = useState<string | null>(null);
  const [q] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  const [focused, setFocused] = useState(false);
  const members = useMemberSearch(scope, q.trim(), focused || q.length > 0);
  const add = useAddShare(scope, publicationId);
  const options = (members.data ?? [])
    .filter((member) => member.id !== scope.userId)
    .map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!userId) return;
        add.mutate(
          { userId },
          {
            onSuccess: () => {
              toast("success", t("sharing.shared"), 5000);
              setUserId(null);
              setSearch("");
            },
            onError: () => toast("failure", t("sharing.shareFailed"), 5000),
          },
        );
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={t("sharing.member")}
          placeholder={t("sharing.memberPlaceholder")}
          searchable
          clearable
          data={options}
          value={userId}
          onChange={setUserId}
          searchValue={search}
          onSearchChange={setSearch}
          onFocus={() => setFocused(true)}
          filter={({ options: all }) => all}
          nothingFoundMessage={members.isFetching ? t("sharing.searching") : t("sharing.noMembers")}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={!userId} loading={add.isPending}>
          {t("sharing.share")}
        </Button>
      </Group>
    </form>
  );
}

function ShareWithGroup({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("publications");
  const [groupId, setGroupId] = useState<string | null>(null);
  const groups = usePublicationGroups(scope);
  const add = useAddShare(scope, publicationId);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!groupId) return;
        add.mutate(
          { groupId },
          {
            onSuccess: () => {
              toast("success", t("sharing.shared"), 5000);
              setGroupId(null);
            },
            onError: () => toast("failure", t("sharing.shareFailed"), 5000),
          },
        );
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={t("sharing.withGroup")}
          placeholder={groups.isPending ? t("sharing.searching") : t("sharing.groupPlaceholder")}
          searchable
          clearable
          data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          value={groupId}
          onChange={setGroupId}
          nothingFoundMessage={t("sharing.noGroups")}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" disabled={!groupId} loading={add.isPending}>
          {t("sharing.share")}
        </Button>
      </Group>
    </form>
  );
}

function LinkRow({ link, onRevoke }: { link: SharedLink; onRevoke: () => void }) {
  const { t } = useTranslation("publications");
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm">{t("sharing.linkExpires", { date: formatDate(link.expiresAt) })}</Text>
        <Text size="xs" c="dimmed">
          {t("sharing.linkCreated", { date: formatDate(link.createdAt), name: link.createdBy?.name ?? "–" })}
        </Text>
      </Stack>
      <LazyTooltip label={t("sharing.revoke")}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRevoke}
          aria-label={t("sharing.revokeLink", { date: formatDate(link.expiresAt) })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
    </Group>
  );
}

/** A new read-only link that expires on the chosen day (30 days ahead unless changed). */
function CreateLinkForm({
  scope,
  publicationId,
  onCreated,
}: {
  scope: Scope;
  publicationId: string;
  onCreated: (address: string) => void;
}) {
  const { t } = useTranslation("publications");
  const create = useCreateSharedLink(scope, publicationId);
  const [expiresAt, setExpiresAt] = useState<string | null>(addDays(today(), 30));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!expiresAt) return;
        create.mutate(expiresAt, {
          onSuccess: (link) => {
            onCreated(new URL(link.path, window.location.origin).toString());
            toast("success", t("sharing.linkCreatedToast"), 5000);
          },
          onError: (error) => toast("failure", `${t("sharing.linkFailed")} ${errorText(error)}`, 5000),
        });
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <IsoDateInput
          label={t("sharing.expiresAt")}
          minDate={today()}
          value={expiresAt}
          onChange={setExpiresAt}
          required
          clearable={false}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconLink size={14} aria-hidden />}
          loading={create.isPending}
          disabled={!expiresAt}
        >
          {t("sharing.createLink")}
        </Button>
      </Group>
    </form>
  );
}

/** The address of the link just made, to copy: it is shown only this once. */
function NewLinkAlert({ address, onClose }: { address: string; onClose: () => void }) {
  const { t } = useTranslation("publications");
  return (
    <Alert
      color="teal"
      variant="light"
      title={t("sharing.newLinkTitle")}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t("actions.close")}
    >
      <Text size="xs" mb={6}>
        {t("sharing.newLinkHint")}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t("sharing.newLinkLabel")}
          value={address}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? "filled" : "default"}
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              onClick={copy}
            >
              {copied ? t("sharing.copied") : t("sharing.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}

function SharedLinks({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("publications");
  const links = useSharedLinks(scope, publicationId);
  const revoke = useRevokeSharedLink(scope, publicationId);
  const [created, setCreated] = useState<string | null>(null);

  const askRevoke = (link: SharedLink) =>
    confirmAction({
      title: t("sharing.revokeTitle"),
      message: t("sharing.revokeConfirm"),
      confirm: t("sharing.revoke"),
      onConfirm: () =>
        revoke.mutate(link.id, {
          onSuccess: () => toast("success", t("sharing.revoked"), 5000),
          onError: () => toast("failure", t("sharing.revokeFailed"), 5000),
        }),
    });

  return (
    <Stack gap="sm">
      <Title order={3} fz="sm">
        {t("sharing.links")}
      </Title>
      <CreateLinkForm scope={scope} publicationId={publicationId} onCreated={setCreated} />
      {created && <NewLinkAlert address={created} onClose={() => setCreated(null)} />}
      <QueryBoundary
        query={links}
        failed={t("sharing.loadFailed")}
        placeholders={1}
        isEmpty={(rows) => rows.every((link) => link.revoked)}
        empty={t("sharing.noLinks")}
      >
        {(rows) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("sharing.links")}>
            {rows
              .filter((link) => !link.revoked)
              .map((link) => (
                <LinkRow key={link.id} link={link} onRevoke={() => askRevoke(link)} />
              ))}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}

/** One member or group the object is shared with. */
function ShareRow({ share, onRemove }: { share: Share; onRemove: (share: Share, name: string) => void }) {
  const { t } = useTranslation("publications");
  const name = share.user?.name ?? share.group?.name ?? "–";
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {share.group ? <IconUsersGroup size={16} aria-hidden /> : <IconUser size={16} aria-hidden />}
        <Text size="sm" truncate="end">
          {name}
          {share.group && (
            <Text span c="dimmed" fz="xs">
              {" "}
              · {t("sharing.group")}
            </Text>
          )}
        </Text>
      </Group>
      <DeleteAction label={t("sharing.remove", { name })} onClick={() => onRemove(share, name)} />
    </Group>
  );
}

/** Who the object is shared with (add members, remove shares) and its read-only links. */
export function SharingSection({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("publications");
  const shares = useShares(scope, publicationId);
  const remove = useRemoveShare(scope, publicationId);
  const onRemove = (share: Share, name: string) =>
    confirmAction({
      title: t("sharing.removeTitle"),
      message: t("sharing.removeConfirm", { name }),
      confirm: t("sharing.removeAction"),
      onConfirm: () =>
        remove.mutate(share.id, {
          onSuccess: () => toast("success", t("sharing.removed", { name }), 5000),
          onError: () => toast("failure", t("sharing.removeFailed"), 5000),
        }),
    });

  return (
    <ObjectSection title={t("sharing.title")}>
      <Stack gap="md">
        <ShareWithMember scope={scope} publicationId={publicationId} />
        <ShareWithGroup scope={scope} publicationId={publicationId} />
        <QueryBoundary query={shares} failed={t("sharing.loadFailed")} placeholders={1} empty={t("sharing.none")}>
          {(rows) => (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
              aria-label={t("sharing.sharedWith")}
            >
              {rows.map((share) => (
                <ShareRow key={share.id} share={share} onRemove={onRemove} />
              ))}
            </Stack>
          )}
        </QueryBoundary>
        <Divider />
        <SharedLinks scope={scope} publicationId={publicationId} />
      </Stack>
    </ObjectSection>
  );
}
