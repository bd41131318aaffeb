import { MemberGdprSection } from "../features/gdpr";
import { UserPage } from "../features/users-admin/routes/user-page";

/** /settings/users/:userId: the member's page, with the GDPR export's section (features do not import each other). */
export function UserRoute() {
  return <UserPage sections={(member, companyId) => <MemberGdprSection companyId={companyId} member={member} />} />;
}
