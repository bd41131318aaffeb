import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { createBrowserRouter, type DataRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { CommentsPage } from "../features/activities/routes/comments-page";
import { SharedLinksPage } from "../features/activities/routes/shared-links-page";
import { WatchedPage } from "../features/activities/routes/watched-page";
import { InvitationPage } from "../features/auth/routes/invitation-page";
import { LoginPage } from "../features/auth/routes/login-page";
import { ResetPasswordPage } from "../features/auth/routes/reset-password-page";
import { CalendarFeedCard, CalendarPage } from "../features/calendar";
import { FilesPage } from "../features/company-settings/routes/files-page";
import { InformationPage } from "../features/company-settings/routes/information-page";
import { ListsPage } from "../features/company-settings/routes/lists-page";
import { ErrorPage } from "../features/errors/routes/error-page";
import { ForbiddenPage } from "../features/errors/routes/forbidden-page";
import { NotFoundPage } from "../features/errors/routes/not-found-page";
import { EsignListPage, EsignRequestPage, SignLinkPage, VerifyPage } from "../features/esign";
import { ApiTokensPage, MailTemplatesPage } from "../features/integrations";
import { InvestigationListPage, TemplatePage, TemplatesPage } from "../features/investigations";
import { FormGroupsPage, PortalDetailPage, PortalNewPage, PortalsListPage } from "../features/portals";
import { ConfirmEmailPage } from "../features/profile/routes/confirm-email-page";
import { ProfilePage } from "../features/profile/routes/profile-page";
import { GuestPublicationsPage } from "../features/publications/routes/guest-publications-page";
import { SharedLinkPage } from "../features/publications/routes/shared-link-page";
import { ReminderDetailRoute, ReminderListPage } from "../features/reminders";
import { PublicOnly } from "../features/session/components/public-only";
import { SessionGate } from "../features/session/components/session-gate";
import { KnowledgeUnitsPage, SkillsListPage, SkillsPage } from "../features/skills";
import { UnitListPage, UnitPage } from "../features/units";
import { UserPage, UsersPage } from "../features/users-admin";
import { connectNavigation } from "../lib/api-client";
import { AppLayout } from "./layout/app-layout";
import { PublicationRoute, PublicationsRoute } from "./publication-routes";
import { CompanyNoticesRoute, SettingsRoute } from "./settings-routes";
import { StartRoute } from "./start-route";

/** The route table (spec section 2). */
export const routes: RouteObject[] = [
  {
    // Filters kept in the query string (nuqs) work under every route.
    element: (
      <NuqsAdapter>
        <Outlet />
      </NuqsAdapter>
    ),
    errorElement: <ErrorPage />,
    children: [
      {
        path: "login",
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      {
        path: "reset-password",
        element: (
          <PublicOnly>
            <ResetPasswordPage />
          </PublicOnly>
        ),
      },
      { path: "403", element: <ForbiddenPage /> },
      { path: "404", element: <NotFoundPage /> },
      { path: "error", element: <ErrorPage /> },
      // Opened without an account: outside the signed-in shell.
      { path: "shared/:companyId/:token", element: <SharedLinkPage /> },
      { path: "invitation/:companyId/:token", element: <InvitationPage /> },
      { path: "e-sign/verify", element: <VerifyPage /> },
      { path: "e-sign/:companyId/:token", element: <SignLinkPage /> },
      { path: "confirm-email", element: <ConfirmEmailPage /> },
      {
        element: (
          <SessionGate>
            <AppLayout />
          </SessionGate>
        ),
        children: [
          { index: true, element: <StartRoute /> },
          { path: "profile/:userId", element: <Navigate replace to="detail" /> },
          {
            path: "profile/:userId/detail",
            element: <ProfilePage ownCards={(userId) => <CalendarFeedCard userId={userId} />} />,
          },
          { path: "calendar/:companyId?", element: <CalendarPage /> },
          { path: "guest/:companyId/publications", element: <GuestPublicationsPage /> },
          {
            path: "list/reminder",
            element: <ReminderListPage />,
            children: [{ path: ":id", element: <ReminderDetailRoute /> }],
          },
          { path: "companies/:companyId/publications", element: <PublicationsRoute /> },
          { path: "companies/:companyId/publications/:publicationId", element: <PublicationRoute /> },
          { path: "companies/:companyId/e-signs/:esignId", element: <EsignRequestPage /> },
          { path: "list/esign", element: <EsignListPage /> },
          { path: "list/investigation", element: <InvestigationListPage /> },
          { path: "list/units", element: <UnitListPage /> },
          { path: "list/units/:unitId", element: <UnitPage /> },
          { path: "list/skills", element: <SkillsPage /> },
          { path: "list/skills-list", element: <SkillsListPage /> },
          { path: "list/units-kunskap", element: <KnowledgeUnitsPage /> },
          { path: "activities/watched", element: <WatchedPage /> },
          { path: "activities/shared-links", element: <SharedLinksPage /> },
          { path: "activities/comments", element: <CommentsPage /> },
          { path: "list/customer-portals", element: <PortalsListPage /> },
          { path: "list/customer-portal-new", element: <PortalNewPage /> },
          { path: "list/customer-portals/:customerPortalId", element: <PortalDetailPage /> },
          { path: "settings", element: <SettingsRoute /> },
          { path: "settings/notices", element: <CompanyNoticesRoute /> },
          { path: "settings/information", element: <InformationPage /> },
          { path: "settings/files", element: <FilesPage /> },
          { path: "settings/lists", element: <ListsPage /> },
          { path: "settings/form-groups", element: <FormGroupsPage /> },
          { path: "settings/users", element: <UsersPage /> },
          { path: "settings/users/:userId", element: <UserPage /> },
          { path: "settings/mail-templates", element: <MailTemplatesPage /> },
          { path: "settings/api-tokens", element: <ApiTokensPage /> },
          { path: "settings/investigation-templates", element: <TemplatesPage /> },
          { path: "settings/investigation-templates/new", element: <TemplatePage /> },
          { path: "settings/investigation-templates/:templateId", element: <TemplatePage /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** Lets the API client redirect (401, error pages) through this router. */
export function connectRouter(router: DataRouter) {
  connectNavigation({
    navigate: (to) => void router.navigate(to),
    location: () => router.state.location.pathname + router.state.location.search,
  });
  return router;
}

export const createAppRouter = () => connectRouter(createBrowserRouter(routes));
