import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { ShellFrame } from "../../components/shell-frame";
import { NoticeBanner } from "../../features/company-notices/components/notice-banner";
// The shell imports these files, not the features' index files: an index shared with a lazy screen would bring
// that screen's parts into the shell's chunk.
import { AccessEvents } from "../../features/users-admin/components/access-events";
import { RealtimeProvider } from "../../lib/realtime";
import { useSession } from "../../lib/session";
import { CrashBoundary } from "../crash-boundary";
import { PageSuspense } from "../lazy-page";
import { AppHeader } from "./app-header";
import { CompanyUpdates } from "./company-updates";
import { SideMenu } from "./side-menu";

// The task editor's host (?task= over any page) reads the address with nuqs: both load after the first screen
// (the screens with state in the address have nuqs's adapter above them: app/url-state.tsx).
const TaskEditorHost = lazy(() =>
  import("../../features/tasks/components/task-editor-host").then((module) => ({ default: module.TaskEditorHost })),
);

/** Every signed-in screen: header in the company's banner colour, collapsible side menu, the page. */
export function AppLayout() {
  const { t } = useTranslation("layout");
  const { user } = useSession();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);

  return (
    <RealtimeProvider userId={user.id}>
      <CompanyUpdates />
      <AccessEvents />
      <ShellFrame
        header={
          <AppHeader
            mobileOpened={mobileOpened}
            onToggleMobile={mobile.toggle}
            desktopOpened={desktopOpened}
            onToggleDesktop={desktop.toggle}
          />
        }
        navbarLabel={t("menu.label")}
        navbar={<SideMenu onNavigate={mobile.close} />}
        mobileOpened={mobileOpened}
        desktopOpened={desktopOpened}
      >
        <NoticeBanner>
          <CrashBoundary>
            <PageSuspense>
              <Outlet />
            </PageSuspense>
          </CrashBoundary>
        </NoticeBanner>
        <Suspense fallback={null}>
          <TaskEditorHost />
        </Suspense>
      </ShellFrame>
    </RealtimeProvider>
  );
}
