import { Alert, Button, Group, Skeleton, Stack } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { ConfirmModal } from "../../../components/confirm-modal";
import { PageTitle } from "../../../components/page-title";
import { toast } from "../../../lib/toast";
import { portalRoutes } from "../api/keys";
import { usePortal, usePortalMutations } from "../api/portals";
import { PortalForm } from "../components/portal-form";
import { PortalMembers } from "../components/portal-members";
import { PortalObjects } from "../components/portal-objects";
import { Section } from "../components/portal-section";
import { type PortalContext, PortalGate } from "./portal-gate";

/** /list/customer-portals/{customerPortalId}: a portal's details, members and objects. */
export function PortalDetailPage() {
  const { customerPortalId = "" } = useParams();
  return (
    <PortalGate>{(context) => <PortalDetail key={customerPortalId} id={customerPortalId} {...context} />}</PortalGate>
  );
}

function PortalDetail({ id, scope, company, has }: PortalContext & { id: string }) {
  const { t } = useTranslation("portals");
  const navigate = useNavigate();
  const portal = usePortal(scope, id);
  const { update, remove } = usePortalMutations(scope);
  const [deleting, setDeleting] = useState(false);

  if (portal.isPending) {
    return (
      <>
        <BackLink to={portalRoutes.list} label={t("form.back")} />
        <Skeleton height={36} width={280} mb="md" />
        <Skeleton height={200} />
      </>
    );
  }
  if (portal.isError) return <Alert color="red">{t("list.failed")}</Alert>;
  const data = portal.data;

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast("success", t("toast.deleted"), 5000);
        navigate(portalRoutes.list);
      },
      onError: () => toast("failure", t("toast.deleteFailed"), 5000),
    });

  return (
    <>
      <BackLink to={portalRoutes.list} label={t("form.back")} />
      <PageTitle
        title={data.name}
        description={
          <>
            {data.customer && `${t("detail.customerLine", { customer: data.customer.name })} · `}
            {t("detail.counts", { members: data.memberCount, objects: data.objectCount })}
          </>
        }
      />
      <Stack gap="md">
        <Section title={t("detail.details")}>
          <PortalForm
            // A saved name or customer starts the form again from what was stored.
            key={`${data.name}|${data.customer?.id ?? ""}`}
            scope={scope}
            customersEnabled={company.enabledFeatures.customers}
            canCreateCustomer={has("CustomerCreate")}
            initial={{ name: data.name, customerId: data.customer?.id ?? null, customerName: data.customer?.name }}
            submitLabel={t("form.save")}
            onSubmit={async (values) => {
              await update.mutateAsync({ id, input: values });
              toast("success", t("toast.saved"), 5000);
            }}
          />
        </Section>
        <PortalMembers scope={scope} portal={data} />
        <PortalObjects scope={scope} portal={data} />
        <Section title={t("detail.dangerTitle")} hint={t("detail.dangerHint")}>
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {t("detail.delete")}
            </Button>
          </Group>
        </Section>
      </Stack>
      <ConfirmModal
        opened={deleting}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteMessage", { portal: data.name })}
        confirmLabel={t("confirm.delete")}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
