import { Skeleton, Stack } from "@mantine/core";
import { IconActivity, IconChevronDown } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { menuIcons } from "./menu-icons";
import type { MenuItem } from "./menu-items";
import classes from "./side-menu.module.css";
import { useMenuItems } from "./use-menu-items";

// Plain links in Mantine's NavLink look: on every signed-in screen's first render, a NavLink is eight of
// Mantine's components with their styles resolved, the menu's 14 of them a part of the shell's first task.
const itemClass = `${classes.item} mantine-focus-auto`;

function Item({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  const Icon = menuIcons[item.key];
  // Objects stays marked on the object pages below its list.
  const active = pathname === item.to || (item.key === "objects" && pathname.startsWith(`${item.to}/`));
  return (
    <Link to={item.to} className={itemClass} aria-current={active ? "page" : undefined} onClick={onNavigate}>
      <Icon size={18} stroke={1.6} aria-hidden />
      <span className={classes.label}>{t(`menu.${item.key}`)}</span>
    </Link>
  );
}

/** The heading the activities links sit under, open until the user closes it. */
function Group({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation("layout");
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        className={itemClass}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <IconActivity size={18} stroke={1.6} aria-hidden />
        <span className={classes.label}>{t("menu.activities")}</span>
        <IconChevronDown className={classes.chevron} size={16} aria-hidden />
      </button>
      <div id={id} className={classes.group} hidden={!open}>
        {items.map((child) => (
          <Item key={child.key} item={child} onNavigate={onNavigate} />
        ))}
      </div>
    </div>
  );
}

/** The side menu in the spec's order; the activities links sit together under one heading. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("layout");
  const { items, loading } = useMenuItems();
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
    <div className={classes.menu}>
      {items.map((item) => {
        if (item.group !== "activities") return <Item key={item.key} item={item} onNavigate={onNavigate} />;
        if (item !== activities[0]) return null;
        return <Group key="activities" items={activities} onNavigate={onNavigate} />;
      })}
    </div>
  );
}
