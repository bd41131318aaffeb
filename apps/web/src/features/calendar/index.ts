/** What app/ composes from the calendar feature. */
export { CalendarFeedCard } from "./components/calendar-feed-card";
