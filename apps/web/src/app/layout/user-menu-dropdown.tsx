import type { Language } from "@app/contract";
import { Menu, ScrollArea, Text } from "@mantine/core";
import { IconBuilding, IconCheck, IconLogout, IconSettings, IconSwitchHorizontal, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DropdownAnchor, useArrived } from "../../components/header-dropdown";
import type { HeaderAnchor } from "../../components/header-popover";
import { useLogout } from "../../features/auth/api/logout";
import { useEnterCompany } from "../../features/companies/use-enter-company";
import { useChangeLanguage } from "../../features/profile/api/update-language";
import { useSession } from "../../lib/session";

const languages: { value: Language; label: string; lang: string }[] = [
  { value: "se", label: "Svenska", lang: "sv" },
  { value: "en", label: "English", lang: "en" },
];

/** The avatar's menu (`UserMenu`): profile, change company, settings, language, the user's companies and logout. */
export function UserMenuDropdown({ anchor }: { anchor: HeaderAnchor }) {
  const { t, i18n } = useTranslation("layout");
  const { user, companies } = useSession();
  const enter = useEnterCompany();
  const logout = useLogout();
  const changeLanguage = useChangeLanguage(user.id);
  const current: Language = i18n.resolvedLanguage === "en" ? "en" : "se";
  const icon = { size: 16, stroke: 1.6, "aria-hidden": true } as const;

  return (
    <Menu
      id={anchor.id}
      opened={useArrived(anchor.opened)}
      onChange={anchor.onChange}
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target refProp="anchorRef">
        <DropdownAnchor target={anchor.target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to={`/profile/${user.id}/detail`} leftSection={<IconUser {...icon} />}>
          {t("userMenu.profile")}
        </Menu.Item>
        <Menu.Item component={Link} to="/" leftSection={<IconSwitchHorizontal {...icon} />}>
          {t("userMenu.changeCompany")}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings {...icon} />}>
          {t("userMenu.settings")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t("userMenu.language")}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language.value}
            lang={language.lang}
            aria-current={current === language.value ? "true" : undefined}
            rightSection={current === language.value ? <IconCheck {...icon} /> : null}
            onClick={() => current !== language.value && changeLanguage.mutate(language.value)}
          >
            {language.label}
          </Menu.Item>
        ))}
        {companies.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t("userMenu.companies")}</Menu.Label>
            <ScrollArea.Autosize mah={200} type="auto">
              {companies.map((company) => (
                <Menu.Item key={company.id} leftSection={<IconBuilding {...icon} />} onClick={() => enter(company)}>
                  {company.name}
                </Menu.Item>
              ))}
            </ScrollArea.Autosize>
          </>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout {...icon} />} onClick={() => logout.mutate()}>
          {t("userMenu.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
