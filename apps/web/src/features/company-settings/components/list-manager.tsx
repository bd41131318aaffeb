import { CATEGORY_LIMIT, type Category } from "@app/contract";
import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconList, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { type CompanyListKey, type EntryInput, useCompanyList, useCompanyListMutations } from "../api/lists";
import { ListEntriesTable } from "./list-entries-table";

const EntryModal = lazyModal(() => import("./entry-modal").then((module) => module.EntryModal));

/** One of the company's lists: entries with colour and name; create, rename, recolour, delete. */
export function ListManager({ scope, list, canEdit }: { scope: Scope; list: CompanyListKey; canEdit: boolean }) {
  const { t } = useTranslation("companySettings");
  const entries = useCompanyList(scope, list);
  const { save, remove } = useCompanyListMutations(scope, list);
  const [opened, modal] = useDisclosure(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const listName = t(`lists.tabs.${list}`);
  const full = (entries.data?.length ?? 0) >= CATEGORY_LIMIT;

  const open = (entry: Category | null) => {
    setEditing(entry);
    modal.open();
  };

  const onSave = async (input: EntryInput) => {
    try {
      await save.mutateAsync({ id: editing?.id, input });
      toast(
        "success",
        editing ? t("lists.updated", { name: input.name }) : t("lists.created", { name: input.name }),
        5000,
      );
      modal.close();
    } catch (error) {
      toast("failure", t("lists.saveFailed"), 5000);
      throw error;
    }
  };

  const askDelete = (entry: Category) =>
    confirmAction({
      title: t("lists.deleteTitle"),
      message: t("lists.deleteConfirm", { name: entry.name }),
      confirm: t("lists.confirmDelete"),
      onConfirm: () =>
        remove.mutate(entry.id, {
          onSuccess: () => toast("success", t("lists.deleted", { name: entry.name }), 5000),
          onError: () => toast("failure", t("lists.deleteFailed"), 5000),
        }),
    });

  const create = canEdit && (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onPointerEnter={EntryModal.preload}
      onFocus={EntryModal.preload}
      onClick={() => open(null)}
      disabled={full || entries.isPending}
    >
      {t("lists.create")}
    </Button>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t(`lists.hints.${list}`)}
          </Text>
          {entries.data && (
            <Badge variant="default" size="sm">
              {t("lists.count", { count: entries.data.length, limit: CATEGORY_LIMIT })}
            </Badge>
          )}
        </Group>
        {create}
      </Group>
      {canEdit && full && <Alert color="orange">{t("lists.limitReached", { limit: CATEGORY_LIMIT })}</Alert>}
      <QueryBoundary
        query={entries}
        failed={t("lists.loadFailed")}
        empty={{
          icon: <IconList aria-hidden />,
          title: t("lists.empty"),
          description: canEdit ? t("lists.emptyHint") : undefined,
        }}
      >
        {(rows) => (
          <ListEntriesTable
            label={listName}
            entries={rows}
            onRename={canEdit ? open : undefined}
            onDelete={canEdit ? askDelete : undefined}
          />
        )}
      </QueryBoundary>
      <EntryModal
        opened={opened}
        listName={listName}
        entry={editing}
        others={entries.data ?? []}
        saving={save.isPending}
        onClose={modal.close}
        onSave={onSave}
      />
    </Stack>
  );
}
