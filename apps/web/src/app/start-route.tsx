import { useTranslation } from "react-i18next";
import { StartPage } from "../features/companies/routes/start-page";
import { menuIcons } from "./layout/menu-icons";
import { useMenuItems } from "./layout/use-menu-items";

/** / : the start page, offering the same areas as the side menu (Home aside). */
export function StartRoute() {
  const { t } = useTranslation("layout");
  const { items, loading } = useMenuItems();
  const areas = items
    .filter((item) => item.key !== "home")
    .map((item) => {
      const Icon = menuIcons[item.key];
      return { key: item.key, to: item.to, label: t(`menu.${item.key}`), icon: <Icon size={20} stroke={1.6} /> };
    });
  return <StartPage areas={areas} areasLoading={loading} />;
}
