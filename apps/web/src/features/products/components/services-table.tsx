import type { CompanyService } from "@app/contract";
import { Anchor, Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { useDeleteCompanyService } from "../api/company-services";
import { productRoutes, type Scope } from "../api/keys";

interface Props {
  scope: Scope;
  services: CompanyService[];
  onEdit: (service: CompanyService) => void;
}

/** The company's services: the product, its price and duration, the public description and whether it is shown. */
export function ServicesTable({ scope, services, onEdit }: Props) {
  const { t, i18n } = useTranslation("products");
  const remove = useDeleteCompanyService(scope);
  const askRemove = (service: CompanyService) =>
    confirmAction({
      title: t("services.removeTitle"),
      message: t("services.removeMessage", { name: service.product.name }),
      confirm: t("services.remove"),
      onConfirm: () =>
        remove.mutate(service.id, {
          onSuccess: () => toast("success", t("services.removed", { name: service.product.name }), 3000),
          onError: (error) => toast("failure", errorText(error, t("services.removeFailed")), 6000),
        }),
    });
  return (
    <ListTable<CompanyService>
      aria-label={t("services.title")}
      records={services}
      columns={[
        {
          accessor: "product",
          title: t("services.product"),
          render: (service) => (
            <Anchor component={Link} to={productRoutes.detail(service.product.id)} fz="sm" fw={500}>
              {service.product.name}
            </Anchor>
          ),
        },
        {
          accessor: "price",
          title: t("fields.salesPrice"),
          noWrap: true,
          render: (service) => formatMoney(service.product.salesPriceOre, i18n.language),
        },
        {
          accessor: "publicDescription",
          title: t("services.publicDescription"),
          visibleFrom: "md",
          render: (service) => (
            <Text size="sm" lineClamp={2}>
              {service.publicDescription}
            </Text>
          ),
        },
        {
          accessor: "published",
          title: t("services.published"),
          render: (service) => (
            <Badge variant="light" color={service.published ? "green" : "gray"}>
              {service.published ? t("services.shown") : t("services.hidden")}
            </Badge>
          ),
        },
        {
          accessor: "actions",
          title: t("categories.actions"),
          width: 100,
          render: (service) => (
            <RowActions>
              <EditAction
                label={t("services.editOf", { name: service.product.name })}
                onClick={() => onEdit(service)}
              />
              <DeleteAction
                label={t("services.removeOf", { name: service.product.name })}
                onClick={() => askRemove(service)}
              />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
