import type { Plant } from "@app/contract";
import { Anchor, Button, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ListPager } from "../../../components/list-pager";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { useCanMakePlants, useUsesPlants } from "../access";
import { useCustomerPlants } from "../api/get-plants";
import { plantRoutes, type Scope } from "../api/keys";

const PlantFormModal = lazyModal(() => import("./plant-form-modal").then((module) => module.PlantFormModal));

/** The earliest next due date of a plant's intervals, with its type. */
const nextDue = (plant: Plant) =>
  plant.intervals
    .filter((interval) => interval.nextDue)
    .sort((a, b) => (a.nextDue ?? "").localeCompare(b.nextDue ?? ""))[0];

type Props = { scope: Scope; customer: { id: string; name: string } };

/**
 * A customer's page's section of its plants (what each is, when it is next due) and "New plant" for
 * those allowed; none in a company that does not use plants.
 */
export function CustomerPlants(props: Props) {
  return useUsesPlants(props.scope) ? <PlantsOfCustomer {...props} /> : null;
}

function PlantsOfCustomer({ scope, customer }: Props) {
  const { t } = useTranslation("plants");
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const plants = useCustomerPlants(scope, customer.id, page);
  const canCreate = useCanMakePlants(scope);
  return (
    <ObjectSection
      title={t("customer.title")}
      actions={
        canCreate && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setCreating(true)}
            onPointerEnter={PlantFormModal.preload}
            onFocus={PlantFormModal.preload}
          >
            {t("actions.newPlant")}
          </Button>
        )
      }
    >
      <QueryBoundary
        query={plants}
        failed={t("customer.failed")}
        loadingLabel={t("customer.loading")}
        empty={
          <Text size="sm" c="dimmed">
            {t("customer.empty")}
          </Text>
        }
        isEmpty={(data) => data.rows.length === 0 && page === 0}
        placeholders={2}
      >
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label={t("customer.title")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("fields.plant")}</Table.Th>
                    <Table.Th>{t("fields.plantType")}</Table.Th>
                    <Table.Th>{t("fields.area")}</Table.Th>
                    <Table.Th>{t("fields.nextDue")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((plant) => {
                    const due = nextDue(plant);
                    return (
                      <Table.Tr key={plant.id}>
                        <Table.Td>
                          <Anchor component={Link} to={plantRoutes.object(scope.companyId, plant.id)} size="sm">
                            {plant.name}
                          </Anchor>
                          {plant.kind && (
                            <Text size="xs" c="dimmed">
                              {plant.kind}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{t(`plantTypes.${plant.plantType}`)}</Table.Td>
                        <Table.Td>{plant.area || "–"}</Table.Td>
                        <Table.Td>{due ? `${due.nextDue} (${t(`types.${due.type}`)})` : "–"}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager page={page} hasNext={data.hasNext} onChange={setPage} disabled={plants.isPlaceholderData} />
          </>
        )}
      </QueryBoundary>
      <PlantFormModal
        scope={scope}
        opened={creating}
        plant={null}
        customer={customer}
        onClose={() => setCreating(false)}
        onSaved={(plant) => navigate(plantRoutes.object(scope.companyId, plant.id))}
      />
    </ObjectSection>
  );
}
