import type { PriceListDetail } from "@app/contract";
import { Button, Grid, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPencil, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { DataField } from "../../../components/data-field";
import { GatedPage } from "../../../components/gated-page";
import { ObjectSection } from "../../../components/object-section";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import { exportPriceList } from "../api/export";
import { productRoutes, type Scope } from "../api/keys";
import { useDeletePriceList, usePriceList } from "../api/price-lists";
import { CategoryDiscounts } from "../components/category-discounts";
import { ExportMenu } from "../components/export-menu";
import { PriceListItems } from "../components/price-list-items";
import { usePriceListTarget, useValidity } from "../components/price-list-target";

const PriceImportModal = lazyModal(() =>
  import("../components/price-import-modal").then((module) => module.PriceImportModal),
);

const PriceListModal = lazyModal(
  () => import("../components/price-list-modal").then((module) => module.PriceListModal),
  (props) => props.list !== undefined,
);

/** /list/price-lists/:priceListId: a price list, its products' prices with quantity breaks and its category discounts. */
export function PriceListPage() {
  const { t } = useTranslation("products");
  const { priceListId = "" } = useParams();
  return (
    <GatedPage
      title={t("priceLists.title")}
      permission="PriceLists"
      loadingLabel={t("priceLists.loading")}
      unavailable={{ title: t("priceLists.unavailable"), description: t("priceLists.unavailableHint") }}
    >
      {(scope) => <PriceListScreen key={`${scope.companyId}/${priceListId}`} scope={scope} id={priceListId} />}
    </GatedPage>
  );
}

function PriceListScreen({ scope, id }: { scope: Scope; id: string }) {
  const { t } = useTranslation("products");
  const list = usePriceList(scope, id);
  return (
    <>
      <BackLink to={productRoutes.priceLists} label={t("priceLists.back")} />
      <QueryBoundary query={list} failed={t("priceLists.failedOne")} loadingLabel={t("priceLists.loading")}>
        {(data) => <PriceListSections scope={scope} list={data} />}
      </QueryBoundary>
    </>
  );
}

function PriceListSections({ scope, list }: { scope: Scope; list: PriceListDetail }) {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const target = usePriceListTarget();
  const validity = useValidity();
  const remove = useDeletePriceList(scope);
  const [editing, setEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  const askRemove = () =>
    confirmAction({
      title: t("priceLists.removeTitle"),
      message: t("priceLists.removeMessage", { name: list.name }),
      confirm: t("priceLists.remove"),
      onConfirm: () =>
        remove.mutate(list.id, {
          onSuccess: () => {
            toast("success", t("priceLists.removed", { name: list.name }), 3000);
            void navigate(productRoutes.priceLists);
          },
          onError: (error) => toast("failure", errorText(error, t("priceLists.removeFailed")), 6000),
        }),
    });
  const actions = (
    <Group gap="xs">
      <ExportMenu onExport={(format) => exportPriceList(scope.companyId, list.id, format, list.name)} />
      <Button
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setImporting(true)}
        onPointerEnter={PriceImportModal.preload}
        onFocus={PriceImportModal.preload}
      >
        {t("priceImport.open")}
      </Button>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
        {t("priceLists.edit")}
      </Button>
      <Button color="red.9" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={askRemove}>
        {t("priceLists.remove")}
      </Button>
    </Group>
  );
  return (
    <>
      <PageTitle title={list.name} description={target(list)} actions={actions} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PriceListItems scope={scope} list={list} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <ObjectSection title={t("details.title")}>
              <SimpleGrid cols={1} spacing="sm">
                <DataField label={t("priceLists.target")}>{target(list)}</DataField>
                <DataField label={t("priceLists.validity")}>{validity(list)}</DataField>
                {list.description && (
                  <DataField label={t("priceLists.listDescription")}>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                      {list.description}
                    </Text>
                  </DataField>
                )}
              </SimpleGrid>
            </ObjectSection>
            <CategoryDiscounts scope={scope} list={list} />
          </Stack>
        </Grid.Col>
      </Grid>
      <PriceListModal scope={scope} list={editing ? list : undefined} onClose={() => setEditing(false)} />
      <PriceImportModal scope={scope} list={list} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
