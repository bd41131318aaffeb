import { NavLink, Skeleton, Stack } from "@mantine/core";
import { IconActivity } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { menuIcons } from "./menu-icons";
import type { MenuItem } from "./menu-items";
import { useMenuItems } from "./use-menu-items";

function Item({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  const Icon = menuIcons[item.key];
  // Objects stays marked on the object pages below its list.
  const active = pathname === item.to || (item.key === "objects" && pathname.startsWith(`${item.to}/`));
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(`menu.${item.key}`)}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    />
  );
}

/** The side menu in the spec's order; the activities links sit together under one heading. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("layout");
  const { items, loading } = useMenuItems();
  const [activitiesOpen, setActivitiesOpen] = useState(true);
  const activities = items.filter((item) => item.group === "activities");

  // While the permissions load, placeholders only: items shown at once would move down as the
  // ones that need a permission come in between (a layout shift of the whole menu).
  if (loading) {
    return (
      <Stack gap={2} p={2} aria-busy="true" aria-label={t("loading", { ns: "common" })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} h={30} my={2} />
        ))}
      </Stack>
    );
  }
  return (
    // The browser's own scrolling when the menu is taller than the screen: Mantine's ScrollArea would
    // bring its code into the first screen for it.
    <Stack gap={2} p={2} style={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
      {items.map((item) => {
        if (item.group !== "activities") return <Item key={item.key} item={item} onNavigate={onNavigate} />;
        if (item !== activities[0]) return null;
        return (
          <NavLink
            key="activities"
            component="button"
            type="button"
            label={t("menu.activities")}
            leftSection={<IconActivity size={18} stroke={1.6} aria-hidden />}
            opened={activitiesOpen}
            onChange={setActivitiesOpen}
            aria-expanded={activitiesOpen}
          >
            {activities.map((child) => (
              <Item key={child.key} item={child} onNavigate={onNavigate} />
            ))}
          </NavLink>
        );
      })}
    </Stack>
  );
}
