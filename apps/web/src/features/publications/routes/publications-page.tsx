import type { Company, PublicationTypeKey } from "@app/contract";
import { Button, EmptyState, Group, Select, Switch, TextInput } from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import { IconFilterOff, IconFolderOpen, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useRouteCompany } from "../../../lib/route-company";
import type { PublicationFilters } from "../api/get-publications";
import { usePublicationGroups, usePublications } from "../api/get-publications";
import type { Scope } from "../api/keys";
import { PublicationTable } from "../components/publication-table";
import { hasFilters, usePublicationListState } from "../list-state";

const CreatePublicationModal = lazyModal(() =>
  import("../components/create-publication-modal").then((module) => module.CreatePublicationModal),
);

/** /companies/{companyId}/publications: the company's objects with search, filters, sorting and paging. */
export function PublicationsPage({ canCreate }: { canCreate: boolean }) {
  const { company, scope } = useRouteCompany();
  if (!company || !scope) return <Navigate replace to="/404" />;
  if (company.features.denyLoginOnWeb) return <Navigate replace to="/403" />;
  return <PublicationList company={company} scope={scope} canCreate={canCreate} />;
}

function PublicationList({ company, scope, canCreate }: { company: Company; scope: Scope; canCreate: boolean }) {
  const { t } = useTranslation("publications");
  const typeName = usePublicationTypeName();
  const [filters, setFilters] = usePublicationListState();
  const [creating, create] = useDisclosure(false);
  const [search, setSearch] = useState(filters.q);

  // The field follows the address when something else changed it (back button, clear filters); the
  // address has the field's own text without its blanks while the user types, and that changes nothing.
  useEffect(() => setSearch((text) => (text.trim() === filters.q ? text : filters.q)), [filters.q]);

  const update = (change: Partial<PublicationFilters>) =>
    void setFilters({ page: 0, ...change }, { history: "page" in change ? "push" : "replace" });
  const debouncedSearch = useDebouncedCallback((q: string) => update({ q: q.trim() }), 300);

  const list = usePublications(scope, filters);
  // Groups are for full members: a guest's list filters by none and asks for none.
  const groups = usePublicationGroups(scope, company.type !== "GUEST");

  const types = company.enabledFeatures.publicationTypes;
  const mayCreate = canCreate && company.type === "DEFAULT" && types.length > 0;
  const groupOptions = groups.data ?? [];

  const empty = hasFilters(filters) ? (
    <EmptyState
      mt="lg"
      icon={<IconFilterOff aria-hidden />}
      title={t("list.noMatch")}
      description={t("list.noMatchHint")}
    >
      <Button variant="light" onClick={() => void setFilters(null, { history: "push" })}>
        {t("list.clearFilters")}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState
      mt="lg"
      icon={<IconFolderOpen aria-hidden />}
      title={t("list.empty")}
      description={mayCreate ? t("list.emptyHint") : t("list.emptyReadOnly")}
    >
      {mayCreate && (
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onPointerEnter={CreatePublicationModal.preload}
          onFocus={CreatePublicationModal.preload}
          onClick={create.open}
        >
          {t("list.new")}
        </Button>
      )}
    </EmptyState>
  );

  return (
    <>
      <PageTitle
        title={t("list.title")}
        description={company.name}
        actions={
          mayCreate && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onPointerEnter={CreatePublicationModal.preload}
              onFocus={CreatePublicationModal.preload}
              onClick={create.open}
            >
              {t("list.new")}
            </Button>
          )
        }
      />
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap" role="search" aria-label={t("list.filters")}>
        <TextInput
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            debouncedSearch(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") update({ q: search.trim() });
          }}
          w={{ base: "100%", xs: 260 }}
        />
        <Select
          label={t("fields.type")}
          placeholder={t("list.allTypes")}
          clearable
          data={types.map((type) => ({ value: type, label: typeName(type) }))}
          value={filters.type}
          leftSection={filters.type ? <PublicationTypeIcon type={filters.type} /> : undefined}
          onChange={(value) => update({ type: (value as PublicationTypeKey | null) ?? null })}
          w={{ base: "calc(50% - var(--mantine-spacing-sm) / 2)", xs: 200 }}
        />
        {(groupOptions.length > 0 || filters.groupId) && (
          <Select
            label={t("fields.group")}
            placeholder={t("list.allGroups")}
            clearable
            data={groupOptions.map((group) => ({ value: group.id, label: group.name }))}
            value={filters.groupId}
            onChange={(value) => update({ groupId: value })}
            w={{ base: "calc(50% - var(--mantine-spacing-sm) / 2)", xs: 200 }}
          />
        )}
        <Switch
          label={t("list.archived")}
          checked={filters.archived}
          onChange={(event) => update({ archived: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <QueryBoundary
        query={list}
        failed={t("list.failed")}
        loadingLabel={t("list.loading")}
        placeholders={8}
        empty={empty}
      >
        <PublicationTable
          label={t("list.title")}
          rows={list.rows}
          fetching={list.isPlaceholderData}
          sort={{ sort: filters.sort, direction: filters.direction }}
          onSort={(sort) => update(sort)}
        />
      </QueryBoundary>
      <ListPager
        page={filters.page}
        hasNext={list.hasNext}
        disabled={list.isFetching}
        onChange={(page) => update({ page })}
      />
      {mayCreate && <CreatePublicationModal scope={scope} types={types} opened={creating} onClose={create.close} />}
    </>
  );
}
