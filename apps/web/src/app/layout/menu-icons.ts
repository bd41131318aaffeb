import {
  IconBell,
  IconBook,
  IconBuildingStore,
  IconChecklist,
  IconClipboardList,
  IconEye,
  IconFiles,
  IconHome,
  IconLink,
  IconMessages,
  IconSearch,
  IconSignature,
  IconSitemap,
  type TablerIcon,
} from "@tabler/icons-react";
import type { MenuItemKey } from "./menu-items";

export const menuIcons: Record<MenuItemKey, TablerIcon> = {
  home: IconHome,
  objects: IconFiles,
  reminders: IconBell,
  investigations: IconSearch,
  esign: IconSignature,
  watchedDocuments: IconEye,
  sharedLinks: IconLink,
  comments: IconMessages,
  reminderList: IconClipboardList,
  units: IconSitemap,
  knowledgeUnits: IconBook,
  skillsList: IconChecklist,
  customerPortals: IconBuildingStore,
};
