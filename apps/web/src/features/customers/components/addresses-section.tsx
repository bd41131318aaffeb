import type { CustomerAddress, CustomerDetail } from "@app/contract";
import { Badge, Button, Group, SimpleGrid, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { toast } from "../../../lib/toast";
import { useDeleteAddress } from "../api/addresses";
import type { Scope } from "../api/keys";

const AddressModal = lazyModal(
  () => import("./address-modal").then((module) => module.AddressModal),
  (props) => props.address !== undefined,
);

interface Props {
  scope: Scope;
  customer: CustomerDetail;
  canEdit: boolean;
}

/** The customer's addresses by kind (visiting, postal, invoice, delivery), the default of each marked. */
export function AddressesSection({ scope, customer, canEdit }: Props) {
  const { t } = useTranslation("customers");
  // undefined: closed; null: a new address.
  const [editing, setEditing] = useState<CustomerAddress | null | undefined>(undefined);
  const remove = useDeleteAddress(scope, customer.id);
  const add = canEdit && (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setEditing(null)}
      onPointerEnter={AddressModal.preload}
      onFocus={AddressModal.preload}
    >
      {t("addresses.add")}
    </Button>
  );
  const askRemove = (address: CustomerAddress) =>
    confirmAction({
      title: t("addresses.removeTitle"),
      message: t("addresses.removeMessage", { kind: t(`addressKind.${address.kind}`) }),
      confirm: t("addresses.remove"),
      onConfirm: () =>
        remove.mutate(address.id, {
          onSuccess: () => toast("success", t("addresses.removed"), 3000),
          onError: (error) => toast("failure", errorText(error, t("addresses.removeFailed")), 6000),
        }),
    });
  return (
    <ObjectSection title={t("addresses.title")} actions={add || undefined}>
      {customer.addresses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("addresses.none")}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {customer.addresses.map((address) => (
            <Group key={address.id} component="li" justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {t(`addressKind.${address.kind}`)}
                  </Text>
                  {address.isDefault && <Badge variant="light">{t("addresses.default")}</Badge>}
                </Group>
                <Text size="sm">{address.street}</Text>
                <Text size="sm">{[address.postcode, address.city].filter(Boolean).join(" ")}</Text>
                {address.country !== "SE" && <Text size="sm">{address.country}</Text>}
              </div>
              {canEdit && (
                <RowActions>
                  <EditAction
                    label={t("addresses.editOf", { kind: t(`addressKind.${address.kind}`), city: address.city })}
                    onClick={() => setEditing(address)}
                  />
                  <DeleteAction
                    label={t("addresses.removeOf", { kind: t(`addressKind.${address.kind}`), city: address.city })}
                    onClick={() => askRemove(address)}
                  />
                </RowActions>
              )}
            </Group>
          ))}
        </SimpleGrid>
      )}
      <AddressModal scope={scope} customerId={customer.id} address={editing} onClose={() => setEditing(undefined)} />
    </ObjectSection>
  );
}
