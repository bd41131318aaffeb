import { useLayoutEffect } from "react";
import { matchRoutes, Navigate, Outlet, type RouteObject, useNavigate, useRoutes } from "react-router";
import { ErrorPage } from "../features/errors/routes/error-page";
import { PublicOnly } from "../features/session/components/public-only";
import { connectNavigation } from "../lib/api-client";
import { useStoredSession } from "../lib/session";
import { CrashBoundary } from "./crash-boundary";
import { lazyPage, PageSuspense } from "./lazy-page";

// Every screen's code loads when it is first opened (docs/architecture.md, "a screen of the router"),
// and with it the areas of texts its parts use beyond the first screens' (the last argument; checked by
// app/texts.test.ts). The signed-in shell too, and the session start before it: the sign-in page does
// without them. This file is longer than 400 lines because it is the one route table: each screen's
// lazy import and its path, side by side, are the registry docs/architecture.md names.
const SessionGate = lazyPage(() => import("../features/session/components/session-gate"), "SessionGate");
const AppLayout = lazyPage(() => import("./layout/app-layout"), "AppLayout");
const CommentsPage = lazyPage(() => import("../features/activities/routes/comments-page"), "CommentsPage", [
  "activities",
]);
const SharedLinksPage = lazyPage(() => import("../features/activities/routes/shared-links-page"), "SharedLinksPage", [
  "activities",
]);
const WatchedPage = lazyPage(() => import("../features/activities/routes/watched-page"), "WatchedPage", ["activities"]);
const AuditPage = lazyPage(() => import("../features/audit/routes/audit-page"), "AuditPage", ["audit"]);
const InvitationPage = lazyPage(() => import("../features/auth/routes/invitation-page"), "InvitationPage");
const LoginPage = lazyPage(() => import("../features/auth/routes/login-page"), "LoginPage");
const ResetPasswordPage = lazyPage(() => import("../features/auth/routes/reset-password-page"), "ResetPasswordPage");
const CalendarPage = lazyPage(() => import("../features/calendar/routes/calendar-page"), "CalendarPage", ["calendar"]);
const FilesPage = lazyPage(() => import("../features/company-settings/routes/files-page"), "FilesPage", [
  "companySettings",
  "apiErrors",
]);
const InformationPage = lazyPage(
  () => import("../features/company-settings/routes/information-page"),
  "InformationPage",
  ["companySettings", "apiErrors"],
);
const ListsPage = lazyPage(() => import("../features/company-settings/routes/lists-page"), "ListsPage", [
  "companySettings",
]);
const ForbiddenPage = lazyPage(() => import("../features/errors/routes/forbidden-page"), "ForbiddenPage");
const NotFoundPage = lazyPage(() => import("../features/errors/routes/not-found-page"), "NotFoundPage");
const EsignListPage = lazyPage(() => import("../features/esign/routes/esign-list-page"), "EsignListPage", ["esign"]);
const EsignRequestPage = lazyPage(() => import("../features/esign/routes/esign-request-page"), "EsignRequestPage", [
  "esign",
  "apiErrors",
]);
const SignLinkPage = lazyPage(() => import("../features/esign/routes/sign-link-page"), "SignLinkPage", [
  "esign",
  "apiErrors",
]);
const VerifyPage = lazyPage(() => import("../features/esign/routes/verify-page"), "VerifyPage", ["esign", "apiErrors"]);
const ApiTokensPage = lazyPage(() => import("../features/integrations/routes/api-tokens-page"), "ApiTokensPage", [
  "integrations",
  "apiErrors",
]);
const MailTemplatesPage = lazyPage(
  () => import("../features/integrations/routes/mail-templates-page"),
  "MailTemplatesPage",
  ["integrations", "apiErrors"],
);
const InvestigationListPage = lazyPage(
  () => import("../features/investigations/routes/investigation-list-page"),
  "InvestigationListPage",
  ["investigations", "apiErrors"],
);
const TemplatePage = lazyPage(() => import("../features/investigations/routes/template-page"), "TemplatePage", [
  "investigations",
]);
const TemplatesPage = lazyPage(() => import("../features/investigations/routes/templates-page"), "TemplatesPage", [
  "investigations",
  "apiErrors",
]);
const CustomerListPage = lazyPage(() => import("../features/customers/routes/customer-list-page"), "CustomerListPage", [
  "customers",
  "apiErrors",
]);
const CustomerRoute = lazyPage(() => import("./customer-route"), "CustomerRoute", [
  "customers",
  "products",
  "orders",
  "plants",
  "apiErrors",
]);
const ProductListPage = lazyPage(() => import("../features/products/routes/product-list-page"), "ProductListPage", [
  "products",
  "apiErrors",
]);
const ProductPage = lazyPage(() => import("../features/products/routes/product-page"), "ProductPage", [
  "products",
  "apiErrors",
]);
const ProductCategoriesPage = lazyPage(
  () => import("../features/products/routes/product-categories-page"),
  "ProductCategoriesPage",
  ["products", "apiErrors"],
);
const PriceListListPage = lazyPage(
  () => import("../features/products/routes/price-list-list-page"),
  "PriceListListPage",
  ["products", "apiErrors"],
);
const PriceListPage = lazyPage(() => import("../features/products/routes/price-list-page"), "PriceListPage", [
  "products",
  "apiErrors",
]);
const CompanyServicesPage = lazyPage(
  () => import("../features/products/routes/company-services-page"),
  "CompanyServicesPage",
  ["products", "apiErrors"],
);
const PortalServicesPage = lazyPage(
  () => import("../features/products/routes/portal-services-page"),
  "PortalServicesPage",
  ["products", "apiErrors"],
);
const PlantsRoute = lazyPage(() => import("./plants-route"), "PlantsRoute", ["plants", "customers", "apiErrors"]);
const OrderListPage = lazyPage(() => import("../features/orders/routes/order-list-page"), "OrderListPage", [
  "orders",
  "apiErrors",
]);
const InvoiceBasisPage = lazyPage(
  () => import("../features/orders/invoice-basis/routes/invoice-basis-page"),
  "InvoiceBasisPage",
  ["invoiceBasis", "apiErrors"],
);
const OrderSubscriptionsRoute = lazyPage(() => import("./order-subscriptions-route"), "OrderSubscriptionsRoute", [
  "orderSubscriptions",
  "orders",
  "customers",
  "apiErrors",
]);
const AddressBookPage = lazyPage(() => import("../features/address-book/routes/address-book-page"), "AddressBookPage", [
  "addressBook",
  "apiErrors",
]);
const CustomerStatusesPage = lazyPage(
  () => import("../features/customers/routes/customer-statuses-page"),
  "CustomerStatusesPage",
  ["customers", "apiErrors"],
);
const FormGroupsPage = lazyPage(() => import("../features/portals/routes/form-groups-page"), "FormGroupsPage", [
  "portals",
]);
const PortalDetailPage = lazyPage(() => import("../features/portals/routes/portal-detail-page"), "PortalDetailPage", [
  "portals",
  "apiErrors",
]);
const PortalNewPage = lazyPage(() => import("../features/portals/routes/portal-new-page"), "PortalNewPage", [
  "portals",
  "apiErrors",
]);
const PortalsListPage = lazyPage(() => import("../features/portals/routes/portals-list-page"), "PortalsListPage", [
  "portals",
]);
const ConfirmEmailPage = lazyPage(() => import("../features/profile/routes/confirm-email-page"), "ConfirmEmailPage", [
  "profile",
]);
const CancelEmailChangePage = lazyPage(
  () => import("../features/profile/routes/cancel-email-change-page"),
  "CancelEmailChangePage",
  ["profile"],
);
const GuestPublicationsPage = lazyPage(
  () => import("../features/publications/routes/guest-publications-page"),
  "GuestPublicationsPage",
  ["publications"],
);
const SharedLinkPage = lazyPage(() => import("../features/publications/routes/shared-link-page"), "SharedLinkPage", [
  "publications",
]);
const ReminderDetailRoute = lazyPage(
  () => import("../features/reminders/routes/reminder-detail-route"),
  "ReminderDetailRoute",
  ["reminders", "apiErrors"],
);
const ReminderListPage = lazyPage(() => import("../features/reminders/routes/reminder-list-page"), "ReminderListPage", [
  "reminders",
]);
const KnowledgeUnitsPage = lazyPage(
  () => import("../features/skills/routes/knowledge-units-page"),
  "KnowledgeUnitsPage",
  ["skills", "apiErrors"],
);
const SkillsListPage = lazyPage(() => import("../features/skills/routes/skills-list-page"), "SkillsListPage", [
  "skills",
  "apiErrors",
]);
const SkillsPage = lazyPage(() => import("../features/skills/routes/skills-page"), "SkillsPage", [
  "skills",
  "apiErrors",
]);
const UnitListPage = lazyPage(() => import("../features/units/routes/unit-list-page"), "UnitListPage", [
  "units",
  "apiErrors",
]);
const UnitPage = lazyPage(() => import("../features/units/routes/unit-page"), "UnitPage", ["units", "apiErrors"]);
const UserRoute = lazyPage(() => import("./user-route"), "UserRoute", ["usersAdmin", "gdpr", "gdprErase", "apiErrors"]);
const GdprRegisterPage = lazyPage(() => import("../features/gdpr/routes/register-page"), "RegisterPage", ["gdpr"]);
const UsersPage = lazyPage(() => import("../features/users-admin/routes/users-page"), "UsersPage", [
  "usersAdmin",
  "apiErrors",
]);
const PublicationRoute = lazyPage(() => import("./publication-routes"), "PublicationRoute", [
  "publications",
  "customers",
  "reminders",
  "tasks",
  "checklists",
  "investigations",
  "esign",
  "certify",
  "skills",
  "audit",
  "orders",
  "orderSubscriptions",
  "plants",
  "apiErrors",
]);
const PublicationsRoute = lazyPage(() => import("./publications-route"), "PublicationsRoute", [
  "publications",
  "apiErrors",
]);
const CompanyNoticesRoute = lazyPage(() => import("./settings-routes"), "CompanyNoticesRoute", [
  "settings",
  "companySettings",
  "integrations",
  "portals",
  "customers",
  "investigations",
  "gdpr",
  "audit",
  "apiErrors",
]);
const SettingsRoute = lazyPage(() => import("./settings-routes"), "SettingsRoute", [
  "settings",
  "companySettings",
  "integrations",
  "portals",
  "customers",
  "investigations",
  "gdpr",
  "audit",
  "apiErrors",
]);
const StartRoute = lazyPage(() => import("./start-route"), "StartRoute");
const UrlStateOutlet = lazyPage(() => import("./url-state"), "UrlStateOutlet");
const ProfileRoute = lazyPage(() => import("./profile-route"), "ProfileRoute", [
  "profile",
  "calendar",
  "gdpr",
  "apiErrors",
]);

/** The error pages: in the signed-in shell for a signed-in person (header and menu stay), alone otherwise. */
function ErrorFrame() {
  const session = useStoredSession();
  if (!session) return <Outlet />;
  return (
    <SessionGate failed={<Outlet />}>
      <AppLayout />
    </SessionGate>
  );
}

/** The route table (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: (
      <CrashBoundary>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </CrashBoundary>
    ),
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
      {
        element: <ErrorFrame />,
        children: [
          { path: "403", element: <ForbiddenPage /> },
          { path: "404", element: <NotFoundPage /> },
          { path: "error", element: <ErrorPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      // Opened without an account: outside the signed-in shell.
      { path: "shared/:companyId/:token", element: <SharedLinkPage /> },
      { path: "invitation/:companyId/:token", element: <InvitationPage /> },
      { path: "e-sign/verify", element: <VerifyPage /> },
      { path: "e-sign/:companyId/:token", element: <SignLinkPage /> },
      { path: "confirm-email", element: <ConfirmEmailPage /> },
      { path: "cancel-email-change", element: <CancelEmailChangePage /> },
      {
        element: (
          <SessionGate>
            <AppLayout />
          </SessionGate>
        ),
        handle: { signedIn: true },
        children: [
          { index: true, element: <StartRoute /> },
          {
            element: <UrlStateOutlet />,
            children: [
              { path: "profile/:userId", element: <Navigate replace to="detail" /> },
              {
                path: "profile/:userId/detail",
                element: <ProfileRoute />,
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
              { path: "companies/:companyId/order-subscriptions", element: <OrderSubscriptionsRoute /> },
              { path: "companies/:companyId/orders", element: <OrderListPage /> },
              { path: "companies/:companyId/orders/invoice-basis", element: <InvoiceBasisPage /> },
              { path: "companies/:companyId/plants", element: <PlantsRoute /> },
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
              { path: "list/customers", element: <CustomerListPage /> },
              { path: "list/customers/:customerId", element: <CustomerRoute /> },
              { path: "list/address-book", element: <AddressBookPage /> },
              { path: "list/products", element: <ProductListPage /> },
              { path: "list/products/:productId", element: <ProductPage /> },
              { path: "list/price-lists", element: <PriceListListPage /> },
              { path: "list/price-lists/:priceListId", element: <PriceListPage /> },
              { path: "list/services", element: <PortalServicesPage /> },
              { path: "list/customer-portals", element: <PortalsListPage /> },
              { path: "list/customer-portal-new", element: <PortalNewPage /> },
              { path: "list/customer-portals/:customerPortalId", element: <PortalDetailPage /> },
              { path: "settings", element: <SettingsRoute /> },
              { path: "settings/notices", element: <CompanyNoticesRoute /> },
              { path: "settings/information", element: <InformationPage /> },
              { path: "settings/files", element: <FilesPage /> },
              { path: "settings/lists", element: <ListsPage /> },
              { path: "settings/customer-statuses", element: <CustomerStatusesPage /> },
              { path: "settings/product-categories", element: <ProductCategoriesPage /> },
              { path: "settings/company-services", element: <CompanyServicesPage /> },
              { path: "settings/form-groups", element: <FormGroupsPage /> },
              { path: "settings/users", element: <UsersPage /> },
              { path: "settings/users/:userId", element: <UserRoute /> },
              { path: "settings/gdpr", element: <GdprRegisterPage /> },
              { path: "settings/mail-templates", element: <MailTemplatesPage /> },
              { path: "settings/api-tokens", element: <ApiTokensPage /> },
              { path: "settings/audit", element: <AuditPage /> },
              { path: "settings/investigation-templates", element: <TemplatesPage /> },
              { path: "settings/investigation-templates/new", element: <TemplatePage /> },
              { path: "settings/investigation-templates/:templateId", element: <TemplatePage /> },
            ],
          },
        ],
      },
    ],
  },
];

/** Whether the address opens a signed-in screen (behind SessionGate), not a public one. */
export const isSignedInScreen = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).some(({ route }) => (route.handle as { signedIn?: boolean })?.signedIn);

/**
 * The app's screens at the address (inside a router: BrowserRouter in the app), and the API client's
 * redirects (401, error pages) through the router. Declarative routes, not a data router: the app
 * loads no data through the router, and the data router's code was 16 kB of every first screen
 * (docs/benchmarks.md, "Web").
 */
export function AppRoutes() {
  const navigate = useNavigate();
  // In the commit that first shows the router: no answer can arrive between the two.
  useLayoutEffect(
    () =>
      connectNavigation({
        navigate: (to) => void navigate(to),
        location: () => window.location.pathname + window.location.search,
      }),
    [navigate],
  );
  return useRoutes(routes);
}
