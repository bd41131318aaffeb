import { ActionIcon, Burger, Group, Text } from "@mantine/core";
import { IconSettings } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ShellHeader } from "../../components/shell-frame";
import { LatestMessages } from "../../features/messages/components/latest-messages";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { OfflineIndicator } from "../../features/notifications/components/offline-indicator";
import { readableOn } from "../../lib/colors";
import { useSession } from "../../lib/session";
import { CompanySwitcher } from "./company-switcher";
import { UserMenu } from "./user-menu";

/**
 * The signed-in header in the company's colours: the menu buttons (one for phones, one for wider screens),
 * the company switcher, the messages, the bell, settings and the user menu.
 */
export function AppHeader({
  mobileOpened,
  onToggleMobile,
  desktopOpened,
  onToggleDesktop,
}: {
  mobileOpened: boolean;
  onToggleMobile: () => void;
  desktopOpened: boolean;
  onToggleDesktop: () => void;
}) {
  const { t } = useTranslation("layout");
  const { selectedCompany } = useSession();
  const banner = selectedCompany?.colors.headerBanner ?? null;
  const bannerText = banner ? readableOn(banner) : null;
  // Only the header's own texts take the contrasting colour: its dropdowns keep the normal one.
  const headerStyle = banner && bannerText ? { backgroundColor: banner } : undefined;
  // The menu button and the settings button take the company's colours too, their marks readable on them.
  const menuButton = selectedCompany?.colors.headerMenuButton ?? null;
  const menuButtonText = menuButton ? readableOn(menuButton) : null;
  const settingsColor = selectedCompany?.colors.settings ?? null;
  const settingsText = settingsColor ? readableOn(settingsColor) : null;
  const burger = {
    size: "sm",
    color: menuButtonText ?? bannerText ?? undefined,
    "aria-label": t("header.toggleMenu"),
    style: menuButton && menuButtonText ? { backgroundColor: menuButton, borderRadius: 4 } : undefined,
  } as const;

  return (
    <ShellHeader style={headerStyle}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <Burger
            {...burger}
            opened={mobileOpened}
            onClick={onToggleMobile}
            aria-expanded={mobileOpened}
            hiddenFrom="sm"
          />
          <Burger
            {...burger}
            opened={false}
            onClick={onToggleDesktop}
            aria-expanded={desktopOpened}
            visibleFrom="sm"
            data-testid="header-menu-button"
          />
          <Text component={Link} to="/" fw={700} c={bannerText ?? "inherit"} td="none" visibleFrom="md">
            {t("appName", { ns: "common" })}
          </Text>
          <CompanySwitcher />
        </Group>
        <Group gap={6} wrap="nowrap">
          <OfflineIndicator />
          <LatestMessages color={bannerText ?? undefined} />
          <NotificationBell color={bannerText ?? undefined} />
          <ActionIcon
            component={Link}
            to="/settings"
            size="lg"
            radius="xl"
            variant={settingsColor && settingsText ? "filled" : "subtle"}
            color={settingsColor && settingsText ? settingsColor : (bannerText ?? "gray")}
            style={settingsText ? { color: settingsText } : undefined}
            aria-label={t("header.settingsButton")}
            visibleFrom="sm"
            data-testid="header-settings-button"
          >
            <IconSettings size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
          <UserMenu />
        </Group>
      </Group>
    </ShellHeader>
  );
}
