import { type Category, colorToHex } from "@app/contract";
import { Box, ColorSwatch, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";

/** The entries of one of the company's lists; with `onRename` and `onDelete` each row can be changed. */
export function ListEntriesTable({
  label,
  entries,
  onRename,
  onDelete,
}: {
  label: string;
  entries: Category[];
  onRename?: (entry: Category) => void;
  onDelete?: (entry: Category) => void;
}) {
  const { t } = useTranslation("companySettings");
  const actions: ListColumn<Category> = {
    accessor: "actions",
    title: <VisuallyHidden>{t("lists.columns.actions")}</VisuallyHidden>,
    width: 90,
    render: (entry) => (
      <RowActions>
        {onRename && <EditAction label={t("lists.rename", { name: entry.name })} onClick={() => onRename(entry)} />}
        {onDelete && <DeleteAction label={t("lists.delete", { name: entry.name })} onClick={() => onDelete(entry)} />}
      </RowActions>
    ),
  };
  return (
    <ListTable<Category>
      aria-label={label}
      records={entries}
      columns={[
        {
          accessor: "color",
          title: t("lists.columns.color"),
          width: 70,
          render: (entry) => (
            <Box title={colorToHex(entry.color)}>
              <ColorSwatch color={colorToHex(entry.color)} size={18} aria-hidden />
            </Box>
          ),
        },
        { accessor: "name", title: t("lists.columns.name"), cellsStyle: () => ({ overflowWrap: "anywhere" }) },
        ...(onRename || onDelete ? [actions] : []),
      ]}
    />
  );
}
