import type { Company, CompanyUser, Language } from "@app/contract";
import { Button, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconChecklist, IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import { useUsersAdminAccess } from "../access";
import { useUsers } from "../api/get-users";
import { useInvitationMutations } from "../api/invitations";
import type { Scope } from "../api/keys";
import { useMemberMutations } from "../api/member";
import { InvitationsList } from "../components/invitations-list";
import { NoCompany } from "../components/no-company";
import { UsersTable } from "../components/users-table";
import { useUserListState } from "../list-state";

const SEARCH_DEBOUNCE_MS = 300;

// The invitation and the mass edit (modals with their forms) load when the user reaches for them, not with the list.
const InviteModal = lazyModal(() => import("../components/invite-modal").then((module) => module.InviteModal));
const MassEditModal = lazyModal(() => import("../components/mass-edit-modal").then((module) => module.MassEditModal));

/** /settings/users: the company's users for those who may edit users (UsersEdit). */
export function UsersPage() {
  const { t } = useTranslation("usersAdmin");
  const access = useUsersAdminAccess();
  if (!access.company || !access.scope) return <NoCompany />;
  if (access.loading) {
    return (
      <>
        <PageTitle title={t("title")} />
        <Skeleton height={160} />
      </>
    );
  }
  if (!access.has("UsersEdit")) return <Navigate replace to="/403" />;
  return (
    <UsersManager
      key={access.company.id}
      scope={access.scope}
      company={access.company}
      canChangeType={access.has("FullUserPermissionsEdit")}
    />
  );
}

function UsersManager({ scope, company, canChangeType }: { scope: Scope; company: Company; canChangeType: boolean }) {
  const { t, i18n } = useTranslation("usersAdmin");
  const [{ q, page }, setList] = useUserListState();
  const [search, setSearch] = useState(q);
  // The field follows the address when something else changed it (back button); the address has the
  // field's own text without its blanks while the user types, and that changes nothing.
  useEffect(() => setSearch((text) => (text.trim() === q ? text : q)), [q]);
  const searchLater = useDebouncedCallback((text: string) => {
    if (text.trim() !== q) void setList({ q: text.trim(), page: 0 });
  }, SEARCH_DEBOUNCE_MS);

  const users = useUsers(scope, page, q);
  const { massEdit } = useMemberMutations(scope);
  const { invite } = useInvitationMutations(scope);
  const [inviting, setInviting] = useState(false);
  const [massEditing, setMassEditing] = useState(false);
  // A selection belongs to the page and search it was made on.
  const listed = `${page}:${q}`;
  const [selection, setSelection] = useState<{ listed: string; rows: CompanyUser[] }>({ listed, rows: [] });
  const selected = selection.listed === listed ? selection.rows : [];
  const setSelected = (rows: CompanyUser[]) => setSelection({ listed, rows });
  const anySelected = selected.length > 0;
  useEffect(() => {
    if (anySelected) MassEditModal.preload();
  }, [anySelected]);

  const language: Language = i18n.language.startsWith("en") ? "en" : "se";

  const inviteButton = (
    <Button
      leftSection={<IconUserPlus size={16} aria-hidden />}
      onPointerEnter={InviteModal.preload}
      onFocus={InviteModal.preload}
      onClick={() => setInviting(true)}
    >
      {t("invite.open")}
    </Button>
  );

  return (
    <>
      <BackLink to="/settings" label={t("back")} />
      <PageTitle
        title={t("title")}
        description={t("list.description", { company: company.name })}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconChecklist size={16} aria-hidden />}
              disabled={selected.length === 0}
              onClick={() => setMassEditing(true)}
            >
              {t("list.massEdit")}
            </Button>
            {inviteButton}
          </>
        }
      />
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <TextInput
            aria-label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              searchLater(event.currentTarget.value);
            }}
            w={{ base: "100%", xs: 320 }}
            type="search"
          />
          <Group gap="xs" aria-live="polite" mih={28}>
            {selected.length > 0 && (
              <>
                <Text size="sm" c="dimmed">
                  {t("list.selected", { count: selected.length })}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => setSelected([])}>
                  {t("list.clearSelection")}
                </Button>
              </>
            )}
          </Group>
        </Group>
        <QueryBoundary
          query={users}
          failed={t("list.failed")}
          loadingLabel={t("list.loading")}
          placeholders={6}
          empty={{
            icon: <IconUsers aria-hidden />,
            title: q ? t("list.noMatch") : t("list.empty"),
            description: q ? t("list.noMatchHint") : t("list.emptyHint"),
          }}
        >
          <UsersTable
            rows={users.rows}
            fetching={users.isFetching && users.isPlaceholderData}
            userId={scope.userId}
            selected={selected}
            onSelectedChange={setSelected}
          />
        </QueryBoundary>
        <ListPager
          page={page}
          hasNext={users.hasNext}
          onChange={(next) => void setList({ page: next }, { history: "push" })}
          disabled={users.isFetching}
        />
        <InvitationsList scope={scope} />
      </Stack>
      <InviteModal
        opened={inviting}
        defaultLanguage={language}
        onClose={() => setInviting(false)}
        onInvite={async (input) => {
          await invite.mutateAsync(input);
          toast("success", t("invite.sent", { email: input.email }), 5000);
          setInviting(false);
        }}
      />
      <MassEditModal
        opened={massEditing}
        ids={selected.map((user) => user.id)}
        canChangeType={canChangeType}
        onClose={() => setMassEditing(false)}
        onSave={async (input) => {
          const result = await massEdit.mutateAsync(input);
          toast("success", t("massEdit.saved", { count: result.updated }), 5000);
          setMassEditing(false);
          setSelected([]);
        }}
      />
    </>
  );
}
