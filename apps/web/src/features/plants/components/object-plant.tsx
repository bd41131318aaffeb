import { Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useCanMakePlants } from "../access";
import { usePlant } from "../api/get-plant";
import type { Scope } from "../api/keys";

const PlantFormModal = lazyModal(() => import("./plant-form-modal").then((module) => module.PlantFormModal));

/**
 * The plant part of an object of type plant: what it is, where, and per budning type when it is due;
 * Edit for those who may make plants.
 */
export function ObjectPlant({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("plants");
  const plant = usePlant(scope, publicationId);
  const canEdit = useCanMakePlants(scope);
  const [editing, setEditing] = useState(false);
  return (
    <ObjectSection
      title={t("section.title")}
      actions={
        canEdit &&
        plant.data && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(true)}
            onPointerEnter={PlantFormModal.preload}
            onFocus={PlantFormModal.preload}
          >
            {t("actions.edit")}
          </Button>
        )
      }
    >
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
      {plant.data && (
        <PlantFormModal scope={scope} opened={editing} plant={plant.data} onClose={() => setEditing(false)} />
      )}
    </ObjectSection>
  );
}
