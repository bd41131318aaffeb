/** What app/ composes from the investigations feature. */

export { ObjectInvestigation } from "./components/object-investigation";
