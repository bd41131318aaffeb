// The Swedish texts of the first screens (FIRST_SCREEN_NAMESPACES in lib/i18n.ts): a chunk of their own,
// loaded before the app renders; every other area's file loads with the screen that uses it.
import auth from "./sv/auth.json";
import common from "./sv/common.json";
import companies from "./sv/companies.json";
import companyNotices from "./sv/company-notices.json";
import errors from "./sv/errors.json";
import layout from "./sv/layout.json";
import messages from "./sv/messages.json";
import notifications from "./sv/notifications.json";

export const texts = { common, auth, companies, companyNotices, errors, layout, messages, notifications };
