/** What app/ composes from the checklists feature. */

export { ObjectChecklist } from "./components/object-checklist";
