import { modals } from "@mantine/modals";
import { i18n } from "./i18n";

let hostMounted = () => {};
/** Resolved once the modals' host (app/modals-host.tsx, loaded after the first screen) listens. */
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});
export const confirmHostMounted = () => hostMounted();

/**
 * Asks before something is destroyed; `onConfirm` runs only after the user agrees. The darker
 * red keeps the white button text at WCAG AA (Mantine's default red does not).
 */
export function confirmAction({
  title,
  message,
  confirm,
  onConfirm,
}: {
  title: string;
  message: string;
  confirm: string;
  onConfirm: () => void;
}) {
  void hostReady.then(() =>
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm, cancel: i18n.t("cancel") },
      confirmProps: { color: "red.9" },
      onConfirm,
    }),
  );
}
