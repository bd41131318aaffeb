import { ActionIcon, AppShell, Burger, Group, Text } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { useDisclosure } from "@mantine/hooks";
import { IconSettings } from "@tabler/icons-react";
// The date inputs' month and day names in Swedish (DatesProvider's locale below).
import "dayjs/locale/sv";
import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { NoticeBanner } from "../../features/company-notices/components/notice-banner";
import { LatestMessages } from "../../features/messages/components/latest-messages";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { OfflineIndicator } from "../../features/notifications/components/offline-indicator";
// The shell imports these files, not the features' index files: an index shared with a lazy screen would bring
// that screen's parts into the shell's chunk.
import { TaskEditorHost } from "../../features/tasks/components/task-editor-host";
import { AccessEvents } from "../../features/users-admin/components/access-events";
import { readableOn } from "../../lib/colors";
import { RealtimeProvider } from "../../lib/realtime";
import { useSession } from "../../lib/session";
import { PageSuspense } from "../lazy-page";
import { CompanySwitcher } from "./company-switcher";
import { CompanyUpdates } from "./company-updates";
import { SideMenu } from "./side-menu";
import { UserMenu } from "./user-menu";

/** Every signed-in screen: header in the company's banner colour, collapsible side menu, the page. */
export function AppLayout() {
  const { t, i18n } = useTranslation("layout");
  const { user, selectedCompany } = useSession();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);

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

  // Filters kept in the query string (nuqs) and date inputs: only the signed-in screens have any, so the
  // public ones load without their code.
  return (
    <NuqsAdapter>
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
        <RealtimeProvider userId={user.id}>
          <CompanyUpdates />
          <AccessEvents />
          <AppShell
            header={{ height: 56 }}
            navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
            padding="md"
          >
            <AppShell.Header style={headerStyle}>
              <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                  <Burger
                    {...burger}
                    opened={mobileOpened}
                    onClick={mobile.toggle}
                    aria-expanded={mobileOpened}
                    hiddenFrom="sm"
                  />
                  <Burger
                    {...burger}
                    opened={false}
                    onClick={desktop.toggle}
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
            </AppShell.Header>
            <AppShell.Navbar p="xs" aria-label={t("menu.label")}>
              <SideMenu onNavigate={mobile.close} />
            </AppShell.Navbar>
            <AppShell.Main>
              <NoticeBanner>
                <PageSuspense>
                  <Outlet />
                </PageSuspense>
              </NoticeBanner>
              <TaskEditorHost />
            </AppShell.Main>
          </AppShell>
        </RealtimeProvider>
      </DatesProvider>
    </NuqsAdapter>
  );
}
