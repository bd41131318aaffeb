/** What app/ composes from the investigations feature. */

export { ObjectInvestigation } from "./components/object-investigation";
export { InvestigationListPage } from "./routes/investigation-list-page";
export { TemplatePage } from "./routes/template-page";
export { TemplatesPage } from "./routes/templates-page";
