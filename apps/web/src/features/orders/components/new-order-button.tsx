import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyModal } from "../../../lib/lazy-modal";
import type { Scope } from "../api/keys";
import { useCanCreateOrder } from "../use-can-create";
import type { Ref } from "./customer-picker";

const CreateOrderModal = lazyModal(() => import("./create-order-modal").then((module) => module.CreateOrderModal));

/** "New order": a modal that makes a draft and opens it; for a customer already known on its page. */
export function NewOrderButton({ scope, customer }: { scope: Scope; customer?: Ref }) {
  const { t } = useTranslation("orders");
  const [opened, setOpened] = useState(false);
  const allowed = useCanCreateOrder();
  if (!allowed) return null;
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        onPointerEnter={CreateOrderModal.preload}
        onFocus={CreateOrderModal.preload}
      >
        {t("create.open")}
      </Button>
      <CreateOrderModal scope={scope} customer={customer} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
