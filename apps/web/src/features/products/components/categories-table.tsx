import { ErrorCode, type ProductCategory } from "@app/contract";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useDeleteCategory } from "../api/categories";
import type { Scope } from "../api/keys";

interface Props {
  scope: Scope;
  categories: ProductCategory[];
  onEdit: (category: ProductCategory) => void;
}

type Row = ProductCategory & { depth: 0 | 1 };

const byPosition = (a: ProductCategory, b: ProductCategory) => a.position - b.position || a.name.localeCompare(b.name);

/** The tree as rows: each top-level category followed by its subcategories. */
const treeRows = (categories: ProductCategory[]): Row[] =>
  categories
    .filter((c) => c.parentId === null)
    .sort(byPosition)
    .flatMap((parent) => [
      { ...parent, depth: 0 as const },
      ...categories
        .filter((c) => c.parentId === parent.id)
        .sort(byPosition)
        .map((child) => ({ ...child, depth: 1 as const })),
    ]);

/** The categories as a tree two levels deep, with how many products each has. */
export function CategoriesTable({ scope, categories, onEdit }: Props) {
  const { t } = useTranslation("products");
  const remove = useDeleteCategory(scope);
  const askRemove = (category: ProductCategory) =>
    confirmAction({
      title: t("categories.removeTitle"),
      message: t("categories.removeMessage", { name: category.name, count: category.productCount }),
      confirm: t("categories.remove"),
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () => toast("success", t("categories.removed", { name: category.name }), 3000),
          onError: (error) =>
            toast(
              "failure",
              errorText(error, t("categories.removeFailed"), {
                [ErrorCode.Conflict]: t("categories.removeHasChildren"),
              }),
              6000,
            ),
        }),
    });
  return (
    <ListTable<Row>
      aria-label={t("categories.title")}
      records={treeRows(categories)}
      columns={[
        {
          accessor: "name",
          title: t("categories.name"),
          render: (row) => (
            <Text size="sm" fw={row.depth === 0 ? 600 : 400} pl={row.depth === 0 ? 0 : "lg"}>
              {row.depth === 1 && <span aria-hidden>↳ </span>}
              {row.name}
            </Text>
          ),
        },
        { accessor: "position", title: t("categories.position"), width: 90, visibleFrom: "sm" },
        { accessor: "productCount", title: t("categories.products"), textAlign: "right", width: 110 },
        {
          accessor: "actions",
          title: t("categories.actions"),
          width: 100,
          render: (row) => (
            <RowActions>
              <EditAction label={t("categories.editOf", { name: row.name })} onClick={() => onEdit(row)} />
              <DeleteAction label={t("categories.removeOf", { name: row.name })} onClick={() => askRemove(row)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
