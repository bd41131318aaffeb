import type { Permission } from "@app/contract";
import { useParams } from "react-router";
import { PublicationPage } from "../features/publications/routes/publication-page";
import { PublicationsPage } from "../features/publications/routes/publications-page";
import { ObjectReminders } from "../features/reminders";
import { usePermissions } from "../features/session/api/get-permissions";
import { useSession } from "../lib/session";

/** The user's permissions in the company of the address (empty while they load). */
function useCompanyPermissions() {
  const { companyId } = useParams();
  const { user } = useSession();
  const permissions = usePermissions(user.id, companyId);
  const has = (permission: Permission) => permissions.data?.includes(permission) ?? false;
  return { has, loaded: permissions.isSuccess };
}

/** The object screens get what they need of the session feature from here (features do not import each other). */
export function PublicationsRoute() {
  const { has } = useCompanyPermissions();
  return <PublicationsPage canCreate={has("PublicationCreate")} />;
}

export function PublicationRoute() {
  const { has, loaded } = useCompanyPermissions();
  return (
    <PublicationPage
      canKeypass={loaded ? has("Keypass") : undefined}
      isAccountAdmin={has("CompanyAccountAdmin")}
      remindersSection={({ publication, scope }) => (
        <ObjectReminders
          companyId={scope.companyId}
          publicationId={publication.id}
          publicationName={publication.name}
        />
      )}
    />
  );
}
