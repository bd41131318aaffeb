/** What app/ composes from the audit feature. */
export { ObjectHistory } from "./components/object-history";
