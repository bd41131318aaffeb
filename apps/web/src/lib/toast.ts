import { notifications } from "@mantine/notifications";
import { i18n } from "./i18n";

/** A toast: red for failures, green for success; gone after `ms`. */
export function toast(kind: "success" | "failure", message: string, ms: number) {
  notifications.show({
    color: kind === "success" ? "teal" : "red",
    message,
    autoClose: ms,
    closeButtonProps: { "aria-label": i18n.t("close") },
  });
}
