import { MemberGdprSection } from "../features/gdpr";
import { EraseMemberZone } from "../features/gdpr/components/erase-member-zone";
import { UserPage } from "../features/users-admin/routes/user-page";
import { usePermissions } from "../lib/permissions";

/**
 * /settings/users/:userId: the member's page, with the GDPR export's section and, for holders of
 * Gdpr, the erasure's danger zone (features do not import each other).
 */
export function UserRoute() {
  const { has } = usePermissions();
  return (
    <UserPage
      sections={(member, companyId) => <MemberGdprSection companyId={companyId} member={member} />}
      dangerZone={has("Gdpr") ? EraseMemberZone : undefined}
    />
  );
}
