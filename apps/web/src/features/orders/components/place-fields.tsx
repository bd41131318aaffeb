import type { DeliveryAddress } from "@app/contract";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { useCustomerAddresses, useCustomerPlants } from "../api/lookups";

export interface Place {
  plantId: string | null;
  deliveryAddress: DeliveryAddress | null;
}

interface Props {
  scope: Scope;
  customerId: string | null;
  value: Place;
  /** The order's plant as saved (named even when the member's list of plants does not hold it). */
  savedPlant?: { id: string; name: string } | null;
  onChange: (place: Place) => void;
}

const keyOf = (a: DeliveryAddress) => [a.street, a.postcode ?? "", a.city, a.country].join("|");
export const addressText = (a: Pick<DeliveryAddress, "street" | "postcode" | "city">) =>
  [a.street, [a.postcode, a.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
const asDelivery = (a: DeliveryAddress): DeliveryAddress => ({
  street: a.street,
  postcode: a.postcode,
  city: a.city,
  country: a.country,
});

/**
 * Where the order is done: a plant of the order's customer (its address becomes the delivery
 * address) and the delivery address, picked among the customer's addresses, the plant's and the
 * order's own.
 */
export function PlaceFields({ scope, customerId, value, savedPlant, onChange }: Props) {
  const { t } = useTranslation("orders");
  const plants = useCustomerPlants(scope, customerId);
  const addresses = useCustomerAddresses(scope, customerId);
  const plantRows = plants.data ?? [];
  const plantOptions = plantRows.map((p) => ({ value: p.id, label: p.name }));
  if (savedPlant && !plantOptions.some((p) => p.value === savedPlant.id))
    plantOptions.unshift({ value: savedPlant.id, label: savedPlant.name });
  const plant = plantRows.find((p) => p.id === value.plantId);

  const candidates: { kind: string; address: DeliveryAddress }[] = [
    ...(addresses.data ?? []).map((a) => ({ kind: a.kind, address: asDelivery(a) })),
    ...(plant?.address ? [{ kind: "plant", address: asDelivery(plant.address) }] : []),
    ...(value.deliveryAddress ? [{ kind: "current", address: value.deliveryAddress }] : []),
  ];
  const byKey = new Map<string, { kind: string; address: DeliveryAddress }>();
  for (const candidate of candidates) {
    const key = keyOf(candidate.address);
    if (!byKey.has(key)) byKey.set(key, candidate);
  }
  const addressOptions = [...byKey].map(([key, { kind, address }]) => ({
    value: key,
    label: t("place.addressWithKind", {
      address: addressText(address),
      kind: t(`place.addressKind.${kind as "delivery"}`),
    }),
  }));

  return (
    <>
      <Select
        label={t("place.plant")}
        placeholder={t("place.plantPlaceholder")}
        clearable
        disabled={!customerId}
        data={plantOptions}
        value={value.plantId}
        error={plants.isError ? t("place.plantsFailed") : undefined}
        onChange={(plantId) => {
          const picked = plantRows.find((p) => p.id === plantId);
          onChange({
            plantId,
            deliveryAddress: picked?.address ? asDelivery(picked.address) : value.deliveryAddress,
          });
        }}
      />
      <Select
        label={t("place.deliveryAddress")}
        placeholder={t("place.addressPlaceholder")}
        clearable
        disabled={!customerId}
        data={addressOptions}
        value={value.deliveryAddress ? keyOf(value.deliveryAddress) : null}
        onChange={(key) => onChange({ ...value, deliveryAddress: key ? (byKey.get(key)?.address ?? null) : null })}
      />
    </>
  );
}
