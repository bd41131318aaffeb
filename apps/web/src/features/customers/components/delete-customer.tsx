import type { CustomerDeleteResult, CustomerDetail } from "@app/contract";
import { Button } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import { useDeleteCustomer } from "../api/delete-customer";
import { customerRoutes, type Scope } from "../api/keys";

const DeleteCustomerModal = lazyModal(() =>
  import("./delete-customer-modal").then((module) => module.DeleteCustomerModal),
);

/**
 * Deletes the customer (CustomerDelete). One with portals is archived by the server instead: the
 * question says so; one with nothing hanging on it asks for its name typed. The answer's outcome is told.
 */
export function DeleteCustomer({ scope, customer }: { scope: Scope; customer: CustomerDetail }) {
  const { t } = useTranslation("customers");
  const navigate = useNavigate();
  const remove = useDeleteCustomer(scope, customer.id);
  const [typing, setTyping] = useState(false);
  const run = () =>
    remove.mutate(undefined, {
      onSuccess: (result: CustomerDeleteResult) => {
        const reasons = result.reasons.map((reason) => t(`delete.reason.${reason}`)).join(", ");
        toast(
          "success",
          result.archived
            ? t("delete.archived", { name: customer.name, reasons })
            : t("delete.deleted", { name: customer.name }),
          6000,
        );
        setTyping(false);
        void navigate(customerRoutes.list);
      },
      onError: (error) => toast("failure", errorText(error, t("delete.failed")), 6000),
    });
  const ask = () =>
    customer.hasPortal
      ? confirmAction({
          title: t("delete.archiveTitle"),
          message: t("delete.archiveMessage", { name: customer.name }),
          confirm: t("delete.archive"),
          onConfirm: run,
        })
      : setTyping(true);
  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={ask}
        onPointerEnter={DeleteCustomerModal.preload}
        loading={remove.isPending && !typing}
        disabled={customer.archived && customer.hasPortal}
      >
        {t("delete.open")}
      </Button>
      <DeleteCustomerModal
        opened={typing}
        name={customer.name}
        pending={remove.isPending}
        onConfirm={run}
        onClose={() => setTyping(false)}
      />
    </>
  );
}
