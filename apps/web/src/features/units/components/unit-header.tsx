import type { Unit } from "@app/contract";
import { Button, Group, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BackLink } from "../../../components/back-link";
import { PageTitle } from "../../../components/page-title";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { type Scope, unitRoutes } from "../api/keys";
import { useDeleteUnit } from "../api/save-unit";
import { UnitStatusBadge } from "./unit-status-badge";

/** The unit's name and status, who manages it, and the way to delete it (after a confirmation). */
export function UnitHeader({ scope, unit }: { scope: Scope; unit: Unit }) {
  const { t } = useTranslation("units");
  const navigate = useNavigate();
  const remove = useDeleteUnit(scope, unit.id);

  const askDelete = () =>
    confirmAction({
      title: t("detail.deleteTitle"),
      message: t("detail.deleteMessage", { name: unit.name }),
      confirm: t("actions.delete"),
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            toast("success", t("toast.deleted", { name: unit.name }), 5000);
            void navigate(unitRoutes.list);
          },
          onError: (error) => toast("failure", errorText(error, t("toast.deleteFailed")), 5000),
        }),
    });

  return (
    <>
      <BackLink to={unitRoutes.list} label={t("detail.back")} />
      <PageTitle
        title={unit.name}
        description={
          <Group component="span" gap="xs" mt={4} style={{ display: "inline-flex" }}>
            <UnitStatusBadge status={unit.status} />
            <Text span size="sm" c="dimmed">
              {unit.manager ? t("detail.managedBy", { name: unit.manager.name }) : t("detail.noManager")}
            </Text>
          </Group>
        }
        actions={
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={askDelete}
          >
            {t("detail.delete")}
          </Button>
        }
      />
    </>
  );
}
