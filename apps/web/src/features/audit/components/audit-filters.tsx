import { auditActionSchema } from "@app/contract";
import { Select, SimpleGrid } from "@mantine/core";
import { FoldingFilters } from "../../../components/folding-filters";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberSelect } from "../../../components/member-select";
import type { Scope } from "../api/keys";
import type { AuditListState } from "../list-state";
import { actionName, KNOWN_KINDS, kindName } from "../sentences";
import { useAuditT } from "../use-audit-t";
import { FilterActions } from "./filter-actions";

/** The log's filters: each applies at once; on a phone they fold away behind a button. */
export function AuditFilters({
  scope,
  state,
  actorName,
  onChange,
}: {
  scope: Scope;
  state: AuditListState;
  /** The chosen actor's name (the address only holds the id). */
  actorName: string | null;
  onChange: (change: Partial<AuditListState>) => void;
}) {
  const t = useAuditT();
  const count = Object.values(state).filter(Boolean).length;
  const kinds = KNOWN_KINDS.map((kind) => ({ value: kind, label: kindName(kind, t) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );

  const form = (
    <form id="audit-filters" aria-label={t("filters.label")} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
        <MemberSelect
          scope={scope}
          label={t("filters.actor")}
          clearLabel={t("filters.clearActor")}
          value={state.actor ? { id: state.actor, name: actorName ?? t("filters.unknownActor") } : null}
          onChange={(user) => onChange({ actor: user?.id ?? null })}
        />
        <Select
          label={t("filters.action")}
          placeholder={t("filters.anyAction")}
          clearable
          clearButtonProps={{ "aria-label": t("filters.clearAction") }}
          data={auditActionSchema.options.map((action) => ({ value: action, label: actionName(action, t) }))}
          value={state.action}
          onChange={(action) => onChange({ action: action as AuditListState["action"] })}
        />
        <Select
          label={t("filters.kind")}
          placeholder={t("filters.anyKind")}
          searchable
          clearable
          clearButtonProps={{ "aria-label": t("filters.clearKind") }}
          data={kinds}
          value={state.kind}
          onChange={(kind) => onChange({ kind })}
        />
        <IsoDateInput label={t("filters.from")} value={state.from} onChange={(from) => onChange({ from })} />
        <IsoDateInput label={t("filters.to")} value={state.to} onChange={(to) => onChange({ to })} />
      </SimpleGrid>
      <FilterActions state={state} count={count} onChange={onChange} />
    </form>
  );

  return (
    <FoldingFilters formId="audit-filters" label={t("filters.toggle")} count={count}>
      {form}
    </FoldingFilters>
  );
}
