import type { Product, ProductDeleteResult } from "@app/contract";
import { Button } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useDeleteProduct } from "../api/delete-product";
import { productRoutes, type Scope } from "../api/keys";
import { useUpdateProduct } from "../api/update-product";

/**
 * Deletes the product after asking (Products). One something refers to is made inactive by the
 * server instead, and the answer says what refers to it; a refusal is told by its code and, for an
 * active product, "make inactive" is offered in its place.
 */
export function DeleteProduct({ scope, product }: { scope: Scope; product: Product }) {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const remove = useDeleteProduct(scope, product.id);
  const update = useUpdateProduct(scope, product.id);
  const deactivate = () =>
    update.mutate(
      { active: false, version: product.version },
      {
        onSuccess: () => toast("success", t("delete.deactivated", { name: product.name }), 4000),
        onError: (error) => toast("failure", errorText(error, t("details.failed")), 6000),
      },
    );
  const offerDeactivate = (reason: string) =>
    confirmAction({
      title: t("delete.refusedTitle"),
      message: t("delete.refusedMessage", { reason }),
      confirm: t("delete.makeInactive"),
      onConfirm: deactivate,
    });
  const run = () =>
    remove.mutate(undefined, {
      onSuccess: (result: ProductDeleteResult) => {
        if (!result.deactivated) {
          toast("success", t("delete.deleted", { name: product.name }), 4000);
          void navigate(productRoutes.list);
          return;
        }
        const reasons = result.reasons.map((reason) => t(`delete.reason.${reason}`)).join(", ");
        toast("success", t("delete.madeInactive", { name: product.name, reasons }), 8000);
      },
      onError: (error) => {
        const reason = errorText(error, t("delete.failed"));
        if (product.active) offerDeactivate(reason);
        else toast("failure", reason, 6000);
      },
    });
  const ask = () =>
    confirmAction({
      title: t("delete.title"),
      message: t("delete.message", { name: product.name }),
      confirm: t("delete.confirm"),
      onConfirm: run,
    });
  return (
    <Button
      color="red.9"
      variant="outline"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={ask}
      loading={remove.isPending || update.isPending}
    >
      {t("delete.open")}
    </Button>
  );
}
