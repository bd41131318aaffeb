import { CalendarFeedCard } from "../features/calendar";
import { OwnDataCard } from "../features/gdpr";
import { ProfilePage } from "../features/profile/routes/profile-page";

/** /profile/:userId/detail: the profile, with the calendar feed's and the own data's cards on one's own (features do not import each other). */
export function ProfileRoute() {
  return (
    <ProfilePage
      ownCards={(userId) => [
        <CalendarFeedCard key="calendar" userId={userId} />,
        <OwnDataCard key="gdpr" userId={userId} />,
      ]}
    />
  );
}
