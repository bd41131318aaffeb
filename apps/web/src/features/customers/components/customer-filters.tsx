import type { CustomerStatus } from "@app/contract";
import { Group, Select, Switch, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FoldingFilters } from "../../../components/folding-filters";
import { MemberSelect } from "../../../components/member-select";
import type { UserRef } from "../../../lib/member-search";
import type { Scope } from "../api/keys";
import { type CustomerListState, filterCount } from "../list-state";

type Change = Partial<Pick<CustomerListState, "status" | "tag" | "responsible" | "archived" | "sort">>;

interface Props {
  scope: Scope;
  state: CustomerListState;
  statuses: CustomerStatus[];
  /** The responsible member's name when the address names one (read from the rows). */
  responsibleName: string | undefined;
  onChange: (change: Change) => void;
}

/** The list's filters (status, tag, responsible member, archived) and sort; folded behind a button on a phone. */
export function CustomerFilters({ scope, state, statuses, responsibleName, onChange }: Props) {
  const { t } = useTranslation("customers");
  const [chosen, setChosen] = useState<UserRef | null>(null);
  const responsible = state.responsible
    ? { id: state.responsible, name: chosen?.id === state.responsible ? chosen.name : (responsibleName ?? "") }
    : null;
  const commitTag = (value: string) => onChange({ tag: value.trim() || null });
  return (
    <FoldingFilters formId="customer-filters" label={t("filters.title")} count={filterCount(state)}>
      <Group id="customer-filters" gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("filters.status")}
          placeholder={t("filters.anyStatus")}
          clearable
          data={statuses.map((s) => ({ value: s.id, label: s.name }))}
          value={state.status}
          onChange={(status) => onChange({ status })}
          w={{ base: "100%", xs: 180 }}
        />
        <TextInput
          key={state.tag ?? ""}
          label={t("filters.tag")}
          defaultValue={state.tag ?? ""}
          onBlur={(event) => commitTag(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") commitTag(event.currentTarget.value);
          }}
          w={{ base: "100%", xs: 160 }}
        />
        <div style={{ minWidth: 200 }}>
          <MemberSelect
            scope={scope}
            label={t("filters.responsible")}
            value={responsible}
            onChange={(user) => {
              setChosen(user);
              onChange({ responsible: user?.id ?? null });
            }}
            clearLabel={t("filters.clearResponsible")}
          />
        </div>
        <Select
          label={t("filters.sort")}
          allowDeselect={false}
          data={(["name", "number", "created"] as const).map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          value={state.sort}
          onChange={(sort) => onChange({ sort: (sort as CustomerListState["sort"]) ?? "name" })}
          w={{ base: "100%", xs: 160 }}
        />
        <Switch
          label={t("filters.archived")}
          checked={state.archived}
          onChange={(event) => onChange({ archived: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
    </FoldingFilters>
  );
}
