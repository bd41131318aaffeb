import "mantine-datatable/styles.css";
import type { Company, CompanyUser, Language } from "@app/contract";
import { Alert, Anchor, Badge, Button, EmptyState, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconChecklist, IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { DataTable } from "mantine-datatable";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { toast } from "../../../lib/toast";
import { useUsersAdminAccess } from "../access";
import { useUsers } from "../api/get-users";
import { useInvitationMutations } from "../api/invitations";
import type { Scope } from "../api/keys";
import { useMemberMutations } from "../api/member";
import { InvitationsList } from "../components/invitations-list";
import { InviteModal } from "../components/invite-modal";
import { MassEditModal } from "../components/mass-edit-modal";
import { TypeBadge } from "../components/type-badge";
import { useUserListState } from "../list-state";

const SEARCH_DEBOUNCE_MS = 300;

/** /settings/users: the company's users for those who may edit users (UsersEdit). */
export function UsersPage() {
  const { t } = useTranslation("usersAdmin");
  const access = useUsersAdminAccess();
  if (!access.company || !access.scope) {
    return (
      <>
        <PageTitle title={t("title")} />
        <Alert color="gray">{t("noCompany")}</Alert>
      </>
    );
  }
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

  const language: Language = i18n.language.startsWith("en") ? "en" : "se";

  const inviteButton = (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
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
        {users.isPending ? (
          <Stack gap={6} aria-busy="true" aria-label={t("list.loading")}>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} h={34} />
            ))}
          </Stack>
        ) : users.isError ? (
          <Alert color="red">{t("list.failed")}</Alert>
        ) : (
          <DataTable<CompanyUser>
            aria-label={t("list.tableLabel")}
            withTableBorder
            borderRadius="sm"
            verticalSpacing={6}
            fz="sm"
            minHeight={users.rows.length ? undefined : 200}
            records={users.rows}
            fetching={users.isFetching && users.isPlaceholderData}
            emptyState={
              <EmptyState
                icon={<IconUsers aria-hidden />}
                title={q ? t("list.noMatch") : t("list.empty")}
                description={q ? t("list.noMatchHint") : t("list.emptyHint")}
              />
            }
            noRecordsText={t("list.empty")}
            selectedRecords={selected}
            onSelectedRecordsChange={setSelected}
            allRecordsSelectionCheckboxProps={{ "aria-label": t("list.selectAll") }}
            getRecordSelectionCheckboxProps={(row) => ({ "aria-label": t("list.select", { name: row.name }) })}
            columns={[
              {
                accessor: "name",
                title: t("list.name"),
                render: (row) => (
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={`/settings/users/${row.id}`} fz="sm" fw={500}>
                      {row.name}
                    </Anchor>
                    {row.id === scope.userId && (
                      <Text span size="xs" c="dimmed">
                        ({t("list.you")})
                      </Text>
                    )}
                  </Group>
                ),
              },
              {
                accessor: "email",
                title: t("list.email"),
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
              },
              { accessor: "type", title: t("list.type"), render: (row) => <TypeBadge type={row.type} /> },
              {
                accessor: "features",
                title: t("list.webLogin"),
                width: 130,
                visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
                render: (row) =>
                  row.features.denyLoginOnWeb ? (
                    <Badge color="red" variant="light">
                      {t("list.blocked")}
                    </Badge>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t("list.allowed")}
                    </Text>
                  ),
              },
            ]}
          />
        )}
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
