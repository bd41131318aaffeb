import { ModalsProvider } from "@mantine/modals";
import { useEffect } from "react";
import { confirmHostMounted } from "../lib/confirm";

/**
 * Where confirmations show; its code (Mantine's Modal with its focus trap and positioning) loads after
 * the first screen (app/providers.tsx). Its effect runs after the provider's own, which listen for
 * `modals.openConfirmModal`.
 */
export function ModalsHost() {
  useEffect(confirmHostMounted, []);
  return <ModalsProvider />;
}
