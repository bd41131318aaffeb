import type { Product } from "@app/contract";
import { Badge, Grid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { usePermissions } from "../../../lib/permissions";
import { useProduct } from "../api/get-product";
import { productRoutes, type Scope } from "../api/keys";
import { DeleteProduct } from "../components/delete-product";
import { PriceCheckPanel } from "../components/price-check-panel";
import { ProductDetails } from "../components/product-details";

/** /list/products/:productId: a product in sections (details, the price check); one column on a phone. */
export function ProductPage() {
  const { t } = useTranslation("products");
  const { productId = "" } = useParams();
  return (
    <GatedPage
      title={t("title")}
      feature="customers"
      loadingLabel={t("page.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <ProductScreen key={`${scope.companyId}/${productId}`} scope={scope} productId={productId} />}
    </GatedPage>
  );
}

function ProductScreen({ scope, productId }: { scope: Scope; productId: string }) {
  const { t } = useTranslation("products");
  const product = useProduct(scope, productId);
  return (
    <>
      <BackLink to={productRoutes.list} label={t("page.back")} />
      <QueryBoundary query={product} failed={t("page.failed")} loadingLabel={t("page.loading")}>
        {(data) => <ProductSections scope={scope} product={data} />}
      </QueryBoundary>
    </>
  );
}

function ProductSections({ scope, product }: { scope: Scope; product: Product }) {
  const { t } = useTranslation("products");
  const { has } = usePermissions();
  return (
    <>
      <PageTitle
        title={product.name}
        description={
          <>
            {t("page.number", { number: product.number })}
            {!product.active && (
              <Badge ml="xs" variant="light" color="gray">
                {t("list.inactive")}
              </Badge>
            )}
          </>
        }
        actions={has("Products") && <DeleteProduct scope={scope} product={product} />}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProductDetails scope={scope} product={product} canEdit={has("Products")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <PriceCheckPanel scope={scope} product={{ id: product.id, name: product.name, options: product.options }} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
