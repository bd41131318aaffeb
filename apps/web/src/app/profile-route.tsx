import { CalendarFeedCard } from "../features/calendar";
import { ProfilePage } from "../features/profile/routes/profile-page";

/** /profile/:userId/detail: the profile, with the calendar feed's card on one's own (features do not import each other). */
export function ProfileRoute() {
  return <ProfilePage ownCards={(userId) => <CalendarFeedCard userId={userId} />} />;
}
