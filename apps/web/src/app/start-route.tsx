import { IconCalendar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StartArea } from "../features/companies/components/selected-company";
import { StartPage } from "../features/companies/routes/start-page";
import { useSession } from "../lib/session";
import { menuIcons } from "./layout/menu-icons";
import { useMenuItems } from "./layout/use-menu-items";

/** / : the start page, offering the same areas as the side menu (Home aside) and the company's calendar. */
export function StartRoute() {
  const { t } = useTranslation("layout");
  const { selectedCompany } = useSession();
  const { items, loading } = useMenuItems();
  const areas: StartArea[] = items
    .filter((item) => item.key !== "home")
    .map((item) => {
      const Icon = menuIcons[item.key];
      return { key: item.key, to: item.to, label: t(`menu.${item.key}`), icon: <Icon size={20} stroke={1.6} /> };
    });
  if (selectedCompany) {
    areas.push({
      key: "calendar",
      to: `/calendar/${selectedCompany.id}`,
      label: t("pages.calendar"),
      icon: <IconCalendar size={20} stroke={1.6} />,
    });
  }
  return <StartPage areas={areas} areasLoading={loading} />;
}
