import type { AddressBookEntry, AddressBookImportResult, AddressBookItem } from "@app/contract";
import { Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { usePermissions } from "../../../lib/permissions";
import { toast } from "../../../lib/toast";
import { exportVcard } from "../api/export-vcard";
import { useAddressBook } from "../api/get-address-book";
import { getEntry } from "../api/get-entry";
import { useImportVcard } from "../api/import-vcard";
import type { Scope } from "../api/keys";
import { AddressBookActions } from "../components/address-book-actions";
import { AddressBookFilters } from "../components/address-book-filters";
import { DeleteEntryModal } from "../components/delete-entry-modal";
import { EntryList } from "../components/entry-list";
import { EntryModal } from "../components/entry-modal";
import { ImportResult } from "../components/import-result";
import { toFilters, useAddressBookListState } from "../list-state";

/** /list/address-book: own contacts and the customers' contacts (the customers feature, no guests). */
export function AddressBookPage() {
  const { t } = useTranslation("addressBook");
  return (
    <GatedPage
      title={t("title")}
      feature="customers"
      loadingLabel={t("loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <AddressBook key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

const withOrWithout = (set: Set<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

function AddressBook({ scope }: { scope: Scope }) {
  const { t } = useTranslation("addressBook");
  const editor = usePermissions().has("CustomerEdit");
  const [state, setState] = useAddressBookListState();
  const filters = useMemo(() => toFilters(state), [state]);
  const list = useAddressBook(scope, filters, state.page);
  const importer = useImportVcard(scope);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AddressBookEntry | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AddressBookItem | null>(null);
  const [imported, setImported] = useState<AddressBookImportResult | null>(null);
  const filtered = Boolean(state.q || state.tag || state.letter);

  const toggle = (id: string, on: boolean) => setSelected((current) => withOrWithout(current, id, on));
  const edit = (item: AddressBookItem) =>
    void getEntry(scope.companyId, item.id).then(setEditing, () => toast("failure", t("failed"), 6000));
  const exportCards = () =>
    void exportVcard(scope.companyId, [...selected]).catch(() => toast("failure", t("exportFailed"), 6000));
  const importFile = (file: File | null) =>
    file && importer.mutate(file, { onSuccess: setImported, onError: () => toast("failure", t("importFailed"), 6000) });

  return (
    <>
      <PageTitle
        title={t("title")}
        description={t("description")}
        actions={
          <AddressBookActions
            selected={selected.size}
            editor={editor}
            importing={importer.isPending}
            onExport={exportCards}
            onImport={importFile}
            onAdd={() => setEditing(null)}
          />
        }
      />
      <Stack gap="sm">
        {imported && <ImportResult result={imported} onClose={() => setImported(null)} />}
        <AddressBookFilters
          scope={scope}
          state={state}
          onChange={(change) => void setState({ ...change, page: null })}
        />
        {selected.size > 0 && (
          <Text size="sm" c="dimmed">
            {t("selected", { count: selected.size })}
          </Text>
        )}
        <QueryBoundary query={list} failed={t("failed")} loadingLabel={t("loading")} placeholders={8}>
          <EntryList
            rows={list.data?.rows ?? []}
            filtered={filtered}
            selected={selected}
            editor={editor}
            onSelect={toggle}
            onEdit={edit}
            onDelete={setDeleting}
          />
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={list.data?.hasNext ?? false}
          disabled={list.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
      <EntryModal scope={scope} entry={editing} onClose={() => setEditing(undefined)} />
      <DeleteEntryModal
        scope={scope}
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => toggle(id, false)}
      />
    </>
  );
}
