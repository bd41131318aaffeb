import { EraseMemberZone } from "../features/gdpr/components/erase-member-zone";
import { UserPage } from "../features/users-admin/routes/user-page";
import { usePermissions } from "../lib/permissions";

/** /settings/users/{userId}: the member page, with GDPR erasure for holders of Gdpr (features do not import each other). */
export function MemberPageRoute() {
  const { has } = usePermissions();
  return <UserPage dangerZone={has("Gdpr") ? EraseMemberZone : undefined} />;
}
