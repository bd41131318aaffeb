import type { Category } from "@app/contract";
import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch, IconX } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FoldingFilters } from "../../../components/folding-filters";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberMultiSelect } from "../../../components/member-multi-select";
import type { UserRef } from "../../../lib/member-search";
import type { Scope } from "../api/keys";
import { useAllMembers } from "../api/search-members";
import type { ListState } from "../filters";
import { CategorySelect } from "./category";

type Change = Partial<Omit<ListState, "page" | "sort" | "direction">>;

const filterCount = (state: ListState) =>
  [state.q, state.manager, state.from, state.to, state.completed, state.categoryId, state.assignee?.length].filter(
    Boolean,
  ).length;

/** The reminder list's filters; texts apply with the search button (or Enter), the others at once. */
export function ReminderFilters({
  scope,
  state,
  categories,
  onChange,
}: {
  scope: Scope;
  state: ListState;
  categories: Category[];
  onChange: (change: Change) => void;
}) {
  const { t } = useTranslation("reminders");
  const [q, setQ] = useState(state.q ?? "");
  const [manager, setManager] = useState(state.manager ?? "");
  useEffect(() => setQ(state.q ?? ""), [state.q]);
  useEffect(() => setManager(state.manager ?? ""), [state.manager]);

  // Chips need names; the address only holds ids, so unknown ones are looked up among all members.
  const [picked, setPicked] = useState<Map<string, UserRef>>(new Map());
  const ids = state.assignee ?? [];
  const unknown = ids.some((id) => !picked.has(id));
  const everyone = useAllMembers(scope, unknown);
  const assignees = ids.map(
    (id) =>
      picked.get(id) ??
      everyone.data?.find((m) => m.id === id) ?? {
        id,
        name: everyone.isPending ? "…" : t("members.unknown"),
        email: "",
      },
  );

  const count = filterCount(state);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() || null, manager: manager.trim() || null });
  };

  const form = (
    <form id="reminder-filters" aria-label={t("filters.label")} onSubmit={search}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <IsoDateInput label={t("filters.from")} value={state.from} onChange={(from) => onChange({ from })} />
        <IsoDateInput label={t("filters.to")} value={state.to} onChange={(to) => onChange({ to })} />
        <CategorySelect
          label={t("filters.category")}
          categories={categories}
          withNone
          placeholder={t("filters.anyCategory")}
          value={state.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
        <Select
          label={t("filters.status")}
          placeholder={t("filters.anyStatus")}
          clearable
          clearButtonProps={{ "aria-label": t("filters.clearStatus") }}
          data={[
            { value: "false", label: t("status.ongoing") },
            { value: "true", label: t("status.completed") },
          ]}
          value={state.completed}
          onChange={(completed) => onChange({ completed: completed as ListState["completed"] })}
        />
        <TextInput label={t("filters.manager")} value={manager} onChange={(e) => setManager(e.currentTarget.value)} />
        <TextInput label={t("filters.name")} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
        <MemberMultiSelect
          scope={scope}
          label={t("filters.assignee")}
          value={assignees}
          onAdd={(user) => {
            setPicked((known) => new Map(known).set(user.id, user));
            onChange({ assignee: [...ids, user.id] });
          }}
          onRemove={(user) => {
            const rest = ids.filter((id) => id !== user.id);
            onChange({ assignee: rest.length ? rest : null });
          }}
        />
        <Group align="flex-end" gap="xs">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t("filters.search")}
          </Button>
          {count > 0 && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() =>
                onChange({
                  q: null,
                  manager: null,
                  from: null,
                  to: null,
                  completed: null,
                  categoryId: null,
                  assignee: null,
                })
              }
            >
              {t("filters.clear")}
            </Button>
          )}
        </Group>
      </SimpleGrid>
    </form>
  );

  return (
    <FoldingFilters formId="reminder-filters" label={t("filters.toggle")} count={count}>
      {form}
    </FoldingFilters>
  );
}
