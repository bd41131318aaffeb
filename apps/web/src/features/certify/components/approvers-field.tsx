import { useTranslation } from "react-i18next";
import { MemberPicker, type PickedMember } from "../../../components/member-picker";
import type { Scope } from "../api/keys";
import { useMemberSearch } from "../api/search-members";
import { ApproverList } from "./approver-list";

/** The approvers of a new flow: full members found by search (not oneself), in the order they are asked. */
export function ApproversField({
  scope,
  single,
  approvers,
  onChange,
  error,
}: {
  scope: Scope;
  /** One approver: choosing another replaces them. */
  single: boolean;
  approvers: PickedMember[];
  onChange: (approvers: PickedMember[]) => void;
  error?: string;
}) {
  const { t } = useTranslation("certify");
  const useSearch = (q: string, enabled: boolean) => useMemberSearch(scope, q, enabled);
  return (
    <>
      <MemberPicker
        label={t("start.addApprover")}
        placeholder={t("start.search")}
        nothingFound={t("start.nothingFound")}
        searching={t("start.searching")}
        useSearch={useSearch}
        excluded={[scope.userId, ...approvers.map((a) => a.id)]}
        error={error}
        onAdd={(approver) => onChange(single ? [approver] : [...approvers, approver])}
      />
      <ApproverList approvers={approvers} onRemove={(id) => onChange(approvers.filter((a) => a.id !== id))} />
    </>
  );
}
