/** What app/ composes from the e-sign feature. */
export { EsignListPage } from "./routes/esign-list-page";
