/** What app/ composes from the investigations feature. */

export { InvestigationListPage } from "./routes/investigation-list-page";
