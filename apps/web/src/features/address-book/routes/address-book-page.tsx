import type { AddressBookEntry, AddressBookImportResult, AddressBookItem } from "@app/contract";
import { Alert, Box, Button, EmptyState, FileButton, Group, List, Stack, Text, TextInput } from "@mantine/core";
import { IconDownload, IconNotebook, IconPlus, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { usePermissions } from "../../../lib/permissions";
import { toast } from "../../../lib/toast";
import {
  type AddressBookFilters,
  addressBookKeys,
  exportVcard,
  getEntry,
  importVcard,
  type Scope,
  useAddressBook,
  useDeleteEntry,
} from "../api";
import { EntryCard } from "../components/entry-card";
import { EntryModal } from "../components/entry-modal";
import { LetterIndex } from "../components/letter-index";

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

function AddressBook({ scope }: { scope: Scope }) {
  const { t } = useTranslation("addressBook");
  const { has } = usePermissions();
  const editor = has("CustomerEdit");
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<AddressBookFilters>({});
  const [page, setPage] = useState(0);
  const [tagText, setTagText] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AddressBookEntry | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AddressBookItem | null>(null);
  const [imported, setImported] = useState<AddressBookImportResult | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useAddressBook(scope, filters, page);
  const remove = useDeleteEntry(scope);
  const rows = list.data?.rows ?? [];
  const filtered = Boolean(filters.q || filters.tag || filters.letter);

  const filter = (change: AddressBookFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(0);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const edit = (item: AddressBookItem) =>
    void getEntry(scope.companyId, item.id).then(setEditing, () => toast("failure", t("failed"), 6000));
  const exportCards = () =>
    void exportVcard(scope.companyId, [...selected]).catch(() => toast("failure", t("exportFailed"), 6000));
  const importFile = (file: File | null) => {
    if (!file) return;
    setImporting(true);
    importVcard(scope.companyId, file)
      .then((result) => {
        setImported(result);
        void queryClient.invalidateQueries({ queryKey: addressBookKeys.all(scope) });
      })
      .catch(() => toast("failure", t("importFailed"), 6000))
      .finally(() => setImporting(false));
  };

  return (
    <>
      <PageTitle
        title={t("title")}
        description={t("description")}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportCards}>
              {selected.size > 0 ? t("exportSelected", { count: selected.size }) : t("exportAll")}
            </Button>
            {editor && (
              <FileButton onChange={importFile} accept=".vcf,text/vcard">
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    loading={importing}
                    leftSection={<IconUpload size={16} aria-hidden />}
                  >
                    {t("import")}
                  </Button>
                )}
              </FileButton>
            )}
            {editor && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
                {t("add")}
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="sm">
        {imported && (
          <Alert
            title={t("importTitle")}
            withCloseButton
            closeButtonLabel={t("close")}
            onClose={() => setImported(null)}
          >
            <Text size="sm">{t("imported", { count: imported.created })}</Text>
            {imported.skipped.length > 0 && (
              <>
                <Text size="sm" fw={600} mt="xs">
                  {t("skipped")}
                </Text>
                <List size="sm">
                  {imported.skipped.map((s) => (
                    <List.Item key={s.index}>
                      {t(`skipReason.${s.reason}`, { index: s.index, name: s.name ?? "" })}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <Box flex={1} miw={240}>
            <SearchForm
              q={filters.q ?? null}
              onSearch={(q) => filter({ q: q ?? undefined })}
              labels={{
                label: t("search"),
                placeholder: t("searchPlaceholder"),
                clear: t("searchClear"),
                search: t("searchSubmit"),
              }}
            />
          </Box>
          <TextInput
            label={t("tag")}
            placeholder={t("tagPlaceholder")}
            value={tagText}
            onChange={(event) => setTagText(event.currentTarget.value)}
            onBlur={() => filter({ tag: tagText.trim() || undefined })}
            onKeyDown={(event) => {
              if (event.key === "Enter") filter({ tag: tagText.trim() || undefined });
            }}
          />
        </Group>
        <LetterIndex letter={filters.letter ?? null} onChange={(letter) => filter({ letter: letter ?? undefined })} />
        {selected.size > 0 && (
          <Text size="sm" c="dimmed">
            {t("selected", { count: selected.size })}
          </Text>
        )}
        <QueryBoundary query={list} failed={t("failed")} loadingLabel={t("loading")} placeholders={8}>
          {rows.length === 0 ? (
            <EmptyState
              icon={<IconNotebook aria-hidden />}
              title={filtered ? t("noMatch") : t("empty")}
              description={filtered ? t("noMatchHint") : t("emptyHint")}
            />
          ) : (
            <Stack component="ul" gap="xs" aria-label={t("list")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {rows.map((item) => (
                <EntryCard
                  key={item.id}
                  item={item}
                  selected={selected.has(item.id)}
                  onSelect={(on) => toggle(item.id, on)}
                  onEdit={editor && item.source === "own" ? () => edit(item) : undefined}
                  onDelete={editor && item.source === "own" ? () => setDeleting(item) : undefined}
                />
              ))}
            </Stack>
          )}
        </QueryBoundary>
        <ListPager page={page} hasNext={list.data?.hasNext ?? false} disabled={list.isFetching} onChange={setPage} />
      </Stack>
      <EntryModal scope={scope} entry={editing} onClose={() => setEditing(undefined)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t("deleteTitle")}
        message={t("deleteMessage", { name: deleting?.name ?? "" })}
        confirmLabel={t("deleteConfirm")}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast("success", t("deleted", { name }), 3000);
              setSelected((current) => {
                const next = new Set(current);
                next.delete(deleting.id);
                return next;
              });
              setDeleting(null);
            },
            onError: () => toast("failure", t("deleteFailed"), 6000),
          });
        }}
      />
    </>
  );
}
