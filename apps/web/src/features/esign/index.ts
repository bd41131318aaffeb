/** What app/ composes from the e-sign feature. */

export { ObjectEsign } from "./components/object-esign";
export { ObjectEsignDeadline } from "./components/object-esign-deadline";
