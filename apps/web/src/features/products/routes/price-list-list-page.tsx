import { Button } from "@mantine/core";
import { IconListDetails, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { productRoutes, type Scope } from "../api/keys";
import { usePriceLists } from "../api/price-lists";
import { PriceListsTable } from "../components/price-lists-table";

const PriceListModal = lazyModal(
  () => import("../components/price-list-modal").then((module) => module.PriceListModal),
  (props) => props.list !== undefined,
);

/** /list/price-lists: the company's price lists (PriceLists). */
export function PriceListListPage() {
  const { t } = useTranslation("products");
  return (
    <GatedPage
      title={t("priceLists.title")}
      permission="PriceLists"
      loadingLabel={t("priceLists.loading")}
      unavailable={{ title: t("priceLists.unavailable"), description: t("priceLists.unavailableHint") }}
    >
      {(scope) => <PriceLists key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function PriceLists({ scope }: { scope: Scope }) {
  const { t } = useTranslation("products");
  const lists = usePriceLists(scope);
  const [creating, setCreating] = useState(false);
  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setCreating(true)}
      onPointerEnter={PriceListModal.preload}
      onFocus={PriceListModal.preload}
    >
      {t("priceLists.add")}
    </Button>
  );
  return (
    <>
      <BackLink to={productRoutes.list} label={t("page.back")} />
      <PageTitle title={t("priceLists.title")} description={t("priceLists.description")} actions={add} />
      <QueryBoundary
        query={lists}
        failed={t("priceLists.failed")}
        loadingLabel={t("priceLists.loading")}
        empty={{ icon: <IconListDetails aria-hidden />, title: t("priceLists.empty"), action: add }}
      >
        {(data) => <PriceListsTable lists={data} />}
      </QueryBoundary>
      <PriceListModal scope={scope} list={creating ? null : undefined} onClose={() => setCreating(false)} />
    </>
  );
}
