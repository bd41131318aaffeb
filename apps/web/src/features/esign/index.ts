/** What app/ composes from the e-sign feature. */

export { ObjectEsign } from "./components/object-esign";
export { ObjectEsignDeadline } from "./components/object-esign-deadline";
export { EsignListPage } from "./routes/esign-list-page";
export { EsignRequestPage } from "./routes/esign-request-page";
export { SignLinkPage } from "./routes/sign-link-page";
export { VerifyPage } from "./routes/verify-page";
