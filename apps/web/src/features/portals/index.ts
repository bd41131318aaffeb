export { FormGroupsPage } from "./routes/form-groups-page";
export { PortalDetailPage } from "./routes/portal-detail-page";
export { PortalNewPage } from "./routes/portal-new-page";
export { PortalsListPage } from "./routes/portals-list-page";
