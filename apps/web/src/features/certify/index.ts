/** What app/ composes from the certify (approval flows) feature. */

export { ObjectCertify } from "./components/object-certify";
