export { ApiTokensPage } from "./routes/api-tokens-page";
export { MailTemplatesPage } from "./routes/mail-templates-page";
