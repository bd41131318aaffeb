/** What app/ composes from the reminders feature. */
export { ObjectReminders } from "./components/object-reminders";
