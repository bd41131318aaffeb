import { modals } from "@mantine/modals";
import { i18n } from "./i18n";

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
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm, cancel: i18n.t("cancel") },
    confirmProps: { color: "red.9" },
    onConfirm,
  });
}
