// The English texts of the first screens (FIRST_SCREEN_NAMESPACES in lib/i18n.ts): a chunk of their own,
// loaded before the app renders; every other area's file loads with the screen that uses it.
import auth from "./en/auth.json";
import common from "./en/common.json";
import companies from "./en/companies.json";
import companyNotices from "./en/company-notices.json";
import errors from "./en/errors.json";
import layout from "./en/layout.json";
import messages from "./en/messages.json";
import notifications from "./en/notifications.json";

export const texts = { common, auth, companies, companyNotices, errors, layout, messages, notifications };
