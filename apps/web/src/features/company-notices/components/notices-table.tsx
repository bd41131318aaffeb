import type { CompanyNotice } from "@app/contract";
import { Badge, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { formatDate, today } from "../../../lib/dates";
import { type NoticeStatus, noticeStatus } from "../status";

const statusColor: Record<NoticeStatus, string> = { current: "teal", scheduled: "indigo", ended: "gray" };

/** Where the notice stands today; a phone, without the date columns, gets its dates here too. */
function StatusCell({ notice, today }: { notice: CompanyNotice; today: string }) {
  const { t } = useTranslation("companyNotices");
  const status = noticeStatus(notice, today);
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="dot" color={statusColor[status]}>
        {t(`status.${status}`)}
      </Badge>
      {(notice.startsOn || notice.endsOn) && (
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {formatDate(notice.startsOn) || "…"} – {formatDate(notice.endsOn) || "…"}
        </Text>
      )}
    </Stack>
  );
}

/** The company's banner notices with their dates and status; each is edited or deleted from its row. */
export function NoticesTable({
  notices,
  onEdit,
  onDelete,
}: {
  notices: CompanyNotice[];
  onEdit: (notice: CompanyNotice) => void;
  onDelete: (notice: CompanyNotice) => void;
}) {
  const { t } = useTranslation("companyNotices");
  const on = today();
  return (
    <ListTable<CompanyNotice>
      aria-label={t("page.title")}
      records={notices}
      columns={[
        { accessor: "text", title: t("fields.text"), cellsStyle: () => ({ overflowWrap: "anywhere" }) },
        {
          accessor: "startsOn",
          title: t("fields.startsOn"),
          width: 130,
          visibleFrom: "sm",
          render: (notice) => formatDate(notice.startsOn) || "–",
        },
        {
          accessor: "endsOn",
          title: t("fields.endsOn"),
          width: 150,
          visibleFrom: "sm",
          render: (notice) => formatDate(notice.endsOn) || "–",
        },
        {
          accessor: "status",
          title: t("fields.status"),
          width: 120,
          render: (notice) => <StatusCell notice={notice} today={on} />,
        },
        {
          accessor: "actions",
          title: t("fields.actions"),
          width: 90,
          render: (notice) => (
            <RowActions>
              <EditAction label={t("page.edit", { text: notice.text })} onClick={() => onEdit(notice)} />
              <DeleteAction label={t("page.delete", { text: notice.text })} onClick={() => onDelete(notice)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
