import { Badge, Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { usePlant } from "../api/get-plant";
import type { Scope } from "../api/keys";

/** The plant part of an object of type plant: what it is, where, and per budning type when it is due. */
export function ObjectPlant({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("plants");
  const plant = usePlant(scope, publicationId);
  return (
    <ObjectSection title={t("section.title")}>
      <QueryBoundary query={plant} failed={t("section.failed")} loadingLabel={t("section.loading")} placeholders={3}>
        {plant.data && (
          <>
            <Group gap="xs" mb="sm">
              <Badge variant="light">{t(`plantTypes.${plant.data.plantType}`)}</Badge>
              {plant.data.kind && <Text size="sm">{plant.data.kind}</Text>}
              <Text size="sm" c="dimmed">
                {[plant.data.customer.name, plant.data.area, plant.data.location].filter(Boolean).join(" · ")}
              </Text>
            </Group>
            {plant.data.intervals.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("section.noIntervals")}
              </Text>
            ) : (
              <Table aria-label={t("section.intervals")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("fields.type")}</Table.Th>
                    <Table.Th>{t("fields.interval")}</Table.Th>
                    <Table.Th>{t("fields.nextDue")}</Table.Th>
                    <Table.Th>{t("fields.lastDone")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plant.data.intervals.map((interval) => (
                    <Table.Tr key={interval.type}>
                      <Table.Td>{t(`types.${interval.type}`)}</Table.Td>
                      <Table.Td>{t("section.months", { count: interval.intervalMonths })}</Table.Td>
                      <Table.Td>{interval.nextDue ?? "–"}</Table.Td>
                      <Table.Td>{interval.lastDone ?? "–"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </QueryBoundary>
    </ObjectSection>
  );
}
