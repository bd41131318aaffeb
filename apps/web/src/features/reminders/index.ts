/** What app/ composes from the reminders feature. */
export { ObjectReminders } from "./components/object-reminders";
export { ReminderDetailRoute } from "./routes/reminder-detail-route";
export { ReminderListPage } from "./routes/reminder-list-page";
