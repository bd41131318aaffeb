import { Button } from "@mantine/core";
import { IconCategory, IconListDetails, IconTool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePermissions } from "../../../lib/permissions";
import { productRoutes } from "../api/keys";

/** The catalogue's other screens, for those who may use them: categories, price lists, the company's services. */
export function CatalogueLinks() {
  const { t } = useTranslation("products");
  const { has } = usePermissions();
  return (
    <>
      {has("ProductCategories") && (
        <Button
          component={Link}
          to={productRoutes.categories}
          variant="default"
          leftSection={<IconCategory size={16} aria-hidden />}
        >
          {t("categories.title")}
        </Button>
      )}
      {has("PriceLists") && (
        <Button
          component={Link}
          to={productRoutes.priceLists}
          variant="default"
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          {t("priceLists.title")}
        </Button>
      )}
      {has("CompanyServices") && (
        <Button
          component={Link}
          to={productRoutes.services}
          variant="default"
          leftSection={<IconTool size={16} aria-hidden />}
        >
          {t("services.title")}
        </Button>
      )}
    </>
  );
}
