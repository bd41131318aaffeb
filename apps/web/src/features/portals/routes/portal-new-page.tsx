import { Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import { toast } from "../../../lib/toast";
import { portalRoutes } from "../api/keys";
import { usePortalMutations } from "../api/portals";
import { PortalForm } from "../components/portal-form";
import { type PortalContext, PortalGate } from "./portal-gate";

/** /list/customer-portal-new: a new portal's name and customer; then on to its page for members and objects. */
export function PortalNewPage() {
  return <PortalGate>{(context) => <NewPortal {...context} />}</PortalGate>;
}

function NewPortal({ scope, company, has }: PortalContext) {
  const { t } = useTranslation("portals");
  const navigate = useNavigate();
  const { create } = usePortalMutations(scope);
  return (
    <>
      <BackLink to={portalRoutes.list} label={t("form.back")} />
      <PageTitle title={t("form.createTitle")} />
      <Paper withBorder p="md" radius="md">
        <PortalForm
          scope={scope}
          customersEnabled={company.enabledFeatures.customers}
          canCreateCustomer={has("CustomerCreate")}
          initial={{ name: "", customerId: null }}
          submitLabel={t("form.create")}
          onCancel={() => navigate(portalRoutes.list)}
          onSubmit={async (values) => {
            const portal = await create.mutateAsync(values);
            toast("success", t("toast.created"), 5000);
            navigate(portalRoutes.detail(portal.id));
          }}
        />
      </Paper>
    </>
  );
}
