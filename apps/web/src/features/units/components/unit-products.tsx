import type { UnitProduct } from "@app/contract";
import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../../components/list-pager";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useUnitProductChanges, useUnitProducts } from "../api/unit-products";
import { ProductsTable } from "./products-table";

const ProductModal = lazyModal(() => import("./product-modal").then((module) => module.ProductModal));

/** The unit's products, 100 at a time: added and edited in a modal, deleted after a confirmation. */
export function UnitProducts({ scope, unitId }: { scope: Scope; unitId: string }) {
  const { t } = useTranslation("units");
  const [page, setPage] = useState(0);
  const products = useUnitProducts(scope, unitId, page);
  const { remove } = useUnitProductChanges(scope, unitId);
  const [editing, setEditing] = useState<UnitProduct | "new" | null>(null);

  const askDelete = (product: UnitProduct) =>
    confirmAction({
      title: t("products.deleteTitle"),
      message: t("products.deleteMessage", { name: product.name }),
      confirm: t("actions.delete"),
      onConfirm: () =>
        remove.mutate(product.id, {
          onSuccess: () => toast("success", t("products.deleted", { name: product.name }), 5000),
          onError: (error) => toast("failure", errorText(error, t("products.deleteFailed")), 5000),
        }),
    });

  return (
    <ObjectSection
      title={t("products.title")}
      actions={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onPointerEnter={ProductModal.preload}
          onFocus={ProductModal.preload}
          onClick={() => setEditing("new")}
        >
          {t("products.add")}
        </Button>
      }
    >
      <Stack gap="sm">
        <QueryBoundary
          query={products}
          failed={t("products.failed")}
          isEmpty={(data) => data.rows.length === 0}
          empty={t("products.empty")}
        >
          {(data) => (
            <ProductsTable
              products={data.rows}
              fetching={products.isFetching && products.isPlaceholderData}
              onEdit={setEditing}
              onDelete={askDelete}
            />
          )}
        </QueryBoundary>
        <ListPager
          page={page}
          hasNext={products.data?.hasNext ?? false}
          disabled={products.isFetching}
          onChange={setPage}
        />
      </Stack>
      <ProductModal
        scope={scope}
        unitId={unitId}
        product={editing === "new" ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </ObjectSection>
  );
}
