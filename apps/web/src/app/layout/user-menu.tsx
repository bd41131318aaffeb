import { UnstyledButton } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHeaderAnchor } from "../../components/header-popover";
import { UserAvatar } from "../../components/user-avatar";
import { useSession } from "../../lib/session";

// The menu (Mantine's Menu, its positioning and focus trap) loads after the first screen.
const UserMenuDropdown = lazy(() =>
  import("./user-menu-dropdown").then((module) => ({ default: module.UserMenuDropdown })),
);

/** The avatar's button; its menu (`UserMenuDropdown`) holds the profile, companies, language and logout. */
export function UserMenu() {
  const { t } = useTranslation("layout");
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  const { anchor, buttonProps } = useHeaderAnchor("menu", opened, setOpened);

  return (
    <>
      <UnstyledButton
        {...buttonProps}
        aria-label={t("userMenu.open", { name: user.name })}
        onClick={() => setOpened((o) => !o)}
        style={{ borderRadius: "50%" }}
      >
        <UserAvatar userId={user.id} name={user.name} hasImage={user.hasAvatar} size="md" />
      </UnstyledButton>
      <Suspense fallback={null}>
        <UserMenuDropdown anchor={anchor} />
      </Suspense>
    </>
  );
}
