import { ThemeIcon } from "@mantine/core";
import {
  IconAlertTriangle,
  IconDownload,
  IconHistory,
  IconLock,
  IconLockOpen,
  IconLogin,
  IconLogout,
  IconPencil,
  IconPlus,
  IconShare,
  IconShareOff,
  IconShieldCheck,
  IconTrash,
} from "@tabler/icons-react";

const ICONS: Record<string, typeof IconPlus> = {
  create: IconPlus,
  update: IconPencil,
  delete: IconTrash,
  sign_in: IconLogin,
  sign_out: IconLogout,
  sign_in_failed: IconAlertTriangle,
  share: IconShare,
  unshare: IconShareOff,
  lock: IconLock,
  unlock: IconLockOpen,
  permission_change: IconShieldCheck,
  export: IconDownload,
};

const COLORS: Record<string, string> = { create: "teal", delete: "red", sign_in_failed: "orange" };

/** The mark of an event's action (an unknown action has the log's own). */
export function ActionIcon({ action }: { action: string }) {
  const Icon = ICONS[action] ?? IconHistory;
  return (
    <ThemeIcon variant="light" color={COLORS[action] ?? "blue"} size="md" radius="xl" aria-hidden>
      <Icon size={16} stroke={1.7} />
    </ThemeIcon>
  );
}
