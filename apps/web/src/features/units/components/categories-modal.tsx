import { UNIT_CATEGORY_LIMIT } from "@app/contract";
import { Badge, Group, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { QueryBoundary } from "../../../components/query-boundary";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useUnitCategories, useUnitCategoryChanges } from "../api/unit-categories";
import { CategoryForm } from "./category-forms";

type Category = { id: string; name: string };

interface Props {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
}

/** The company's unit categories: add, rename (in the row) and delete (after a confirmation). */
export function CategoriesModal(props: Props) {
  const { t } = useTranslation("units");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("categories.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <CategoryManager scope={props.scope} />
    </Modal>
  );
}

function CategoryManager({ scope }: { scope: Scope }) {
  const { t } = useTranslation("units");
  const categories = useUnitCategories(scope);
  const { remove } = useUnitCategoryChanges(scope);
  const [editing, setEditing] = useState<string | null>(null);
  const count = categories.data?.length ?? 0;
  const full = count >= UNIT_CATEGORY_LIMIT;

  const askDelete = (category: Category) =>
    confirmAction({
      title: t("categories.deleteTitle"),
      message: t("categories.deleteMessage", { name: category.name }),
      confirm: t("actions.delete"),
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () => toast("success", t("categories.deleted", { name: category.name }), 5000),
          onError: (error) => toast("failure", errorText(error, t("categories.deleteFailed")), 5000),
        }),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t("categories.hint")}
        </Text>
        <Badge variant="default" size="sm">
          {t("categories.count", { count, limit: UNIT_CATEGORY_LIMIT })}
        </Badge>
      </Group>
      <CategoryForm scope={scope} disabled={full || categories.isPending} />
      {full && (
        <Text size="sm" c="orange.9">
          {t("categories.limitReached", { limit: UNIT_CATEGORY_LIMIT })}
        </Text>
      )}
      <QueryBoundary query={categories} failed={t("categories.failed")} empty={t("categories.empty")}>
        {(rows) => (
          <ListTable<Category>
            aria-label={t("categories.title")}
            records={rows}
            columns={[
              {
                accessor: "name",
                title: t("fields.name"),
                cellsStyle: () => ({ overflowWrap: "anywhere" }),
                render: (category) =>
                  editing === category.id ? (
                    <CategoryForm scope={scope} category={category} onDone={() => setEditing(null)} />
                  ) : (
                    category.name
                  ),
              },
              {
                accessor: "actions",
                title: <VisuallyHidden>{t("actions.label")}</VisuallyHidden>,
                width: 90,
                render: (category) => (
                  <RowActions>
                    <EditAction
                      label={t("categories.rename", { name: category.name })}
                      onClick={() => setEditing(category.id)}
                    />
                    <DeleteAction
                      label={t("categories.delete", { name: category.name })}
                      loading={remove.isPending && remove.variables === category.id}
                      onClick={() => askDelete(category)}
                    />
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryBoundary>
    </Stack>
  );
}
