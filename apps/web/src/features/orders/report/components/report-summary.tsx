import type { OrderReport } from "@app/contract";
import { Image, List, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/dates";
import { formatMoney, formatQuantity } from "../../../../lib/money";
import { useUnitName } from "../../labels";
import { ReportTotals } from "./report-totals";

/** The report as saved, read only: once the order is reported, or for those who do not report. */
export function ReportSummary({ report }: { report: OrderReport }) {
  const { t, i18n } = useTranslation("orderReport");
  const unitName = useUnitName();
  const quantity = (value: number | null) =>
    value === null ? t("lines.notGiven") : formatQuantity(value, i18n.language);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={360} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("lines.line")}</Table.Th>
              <Table.Th>{t("lines.ordered")}</Table.Th>
              <Table.Th>{t("lines.delivered")}</Table.Th>
              <Table.Th>{t("lines.amount")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.lines.map((line) => (
              <Table.Tr key={line.lineId}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td>{quantity(line.orderedQuantity)}</Table.Td>
                <Table.Td>
                  {quantity(line.deliveredQuantity)} {unitName(line.unitCode)}
                </Table.Td>
                <Table.Td>{formatMoney(line.netOre, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ReportTotals totals={report.totals} />
      {report.extraLines.length > 0 && (
        <>
          <Title order={3} fz="h5">
            {t("extra.title")}
          </Title>
          <List size="sm">
            {report.extraLines.map((extra, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the extra lines have no id of their own
              <List.Item key={index}>
                {extra.description}: {quantity(extra.quantity)} {unitName(extra.unitCode)}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {report.timeMinutes !== null && (
        <Text size="sm">
          {t("time.label")}:{" "}
          {t("time.value", { hours: Math.floor(report.timeMinutes / 60), minutes: report.timeMinutes % 60 })}
        </Text>
      )}
      {report.note && <Text size="sm">{report.note}</Text>}
      {report.photos.length > 0 && (
        <Text size="sm">
          {t("photos.title")}: {report.photos.map((photo) => photo.uploadName).join(", ")}
        </Text>
      )}
      {report.signature ? (
        <Stack gap={4}>
          <Image
            src={report.signature.image}
            alt={t("signature.image", { name: report.signature.signerName })}
            h={80}
            w="auto"
            fit="contain"
          />
          <Text size="sm">
            {t("signature.signedBy", {
              name: report.signature.signerName,
              at: formatDateTime(report.signature.signedAt),
            })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t("signature.none")}
        </Text>
      )}
    </Stack>
  );
}
