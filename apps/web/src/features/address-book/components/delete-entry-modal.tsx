import type { AddressBookItem } from "@app/contract";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/confirm-modal";
import { toast } from "../../../lib/toast";
import { useDeleteEntry } from "../api/delete-entry";
import type { Scope } from "../api/keys";

interface Props {
  scope: Scope;
  /** null: closed. */
  item: AddressBookItem | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** An own entry deleted once confirmed. */
export function DeleteEntryModal({ scope, item, onClose, onDeleted }: Props) {
  const { t } = useTranslation("addressBook");
  const remove = useDeleteEntry(scope);
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast("success", t("deleted", { name: item.name }), 3000);
        onDeleted(item.id);
        onClose();
      },
      onError: () => toast("failure", t("deleteFailed"), 6000),
    });
  };
  return (
    <ConfirmModal
      opened={item !== null}
      title={t("deleteTitle")}
      message={t("deleteMessage", { name: item?.name ?? "" })}
      confirmLabel={t("deleteConfirm")}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
