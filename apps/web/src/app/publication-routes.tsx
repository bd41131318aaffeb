import { useParams } from "react-router";
import { ObjectHistory } from "../features/audit";
import { ObjectCertify } from "../features/certify";
import { ObjectChecklist } from "../features/checklists";
import { CustomerSelect } from "../features/customers";
import { ObjectEsign, ObjectEsignDeadline } from "../features/esign";
import { ObjectInvestigation } from "../features/investigations";
import { ObjectSubscription } from "../features/order-subscriptions";
import { ObjectOrder } from "../features/orders";
import { ObjectPlant } from "../features/plants";
import { PublicationPage } from "../features/publications/routes/publication-page";
import { ObjectReminders } from "../features/reminders";
import { ObjectSkills } from "../features/skills";
import { ObjectTasks } from "../features/tasks";
import { usePermissions } from "../lib/permissions";
import { useRouteCompany } from "../lib/route-company";

/** The user's permissions in the company of the address (none while they load). */
const useCompanyPermissions = () => usePermissions(useParams().companyId);

/**
 * The object screen gets what it needs of the session feature from here (features do not import each
 * other), and its sections from the other features. The list of objects is `publications-route.tsx`:
 * it loads without the sections' code and texts.
 */
export function PublicationRoute() {
  const { has, loading } = useCompanyPermissions();
  // Customers are the company's full members' (guests never see them), in a company with the feature.
  const { company } = useRouteCompany();
  const customers = company?.enabledFeatures.customers && company.type !== "GUEST";
  return (
    <PublicationPage
      canKeypass={loading ? undefined : has("Keypass")}
      isAccountAdmin={has("CompanyAccountAdmin")}
      remindersSection={({ publication, scope }) => (
        <ObjectReminders
          companyId={scope.companyId}
          publicationId={publication.id}
          publicationName={publication.name}
        />
      )}
      checklistSection={({ publication, scope, canEdit }) => (
        <ObjectChecklist scope={scope} publicationId={publication.id} canEdit={canEdit} />
      )}
      investigationSection={({ publication, scope, canEdit }) => (
        <ObjectInvestigation
          scope={scope}
          publicationId={publication.id}
          publicationName={publication.name}
          canEdit={canEdit}
          archived={publication.status === "archived"}
        />
      )}
      orderSection={({ publication, scope, guest }) => (
        <ObjectOrder scope={scope} publicationId={publication.id} member={!guest} />
      )}
      orderSubscriptionSection={({ publication, scope }) => (
        <ObjectSubscription
          scope={scope}
          publicationId={publication.id}
          customerField={(field) => <CustomerSelect scope={scope} {...field} />}
        />
      )}
      plantSection={({ publication, scope }) => <ObjectPlant scope={scope} publicationId={publication.id} />}
      tasksSection={({ publication, scope }) => (
        <ObjectTasks companyId={scope.companyId} publicationId={publication.id} />
      )}
      esignSection={({ publication, scope }) => (
        <ObjectEsign companyId={scope.companyId} publicationId={publication.id} />
      )}
      certifySection={({ publication, scope }) => (
        <ObjectCertify
          companyId={scope.companyId}
          publicationId={publication.id}
          publicationName={publication.name}
          version={publication.version}
        />
      )}
      skillsSection={({ publication, scope, canEdit }) => (
        <ObjectSkills companyId={scope.companyId} publicationId={publication.id} canEdit={canEdit} />
      )}
      historySection={
        has("AuditLogs")
          ? ({ publication, scope }) => <ObjectHistory companyId={scope.companyId} publicationId={publication.id} />
          : undefined
      }
      customerField={customers ? (scope) => (field) => <CustomerSelect scope={scope} {...field} /> : undefined}
      objectDates={({ publication, scope }) => (
        <ObjectEsignDeadline companyId={scope.companyId} publicationId={publication.id} />
      )}
    />
  );
}
