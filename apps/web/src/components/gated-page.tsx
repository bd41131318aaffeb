import type { EnabledFeatures, Permission, PublicationTypeKey } from "@app/contract";
import { EmptyState, Skeleton, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { usePermissions } from "../lib/permissions";
import type { Scope } from "../lib/query-keys";
import { useSession } from "../lib/session";
import { PageTitle } from "./page-title";

/**
 * A page of the selected company that needs a permission, a feature (and object types), or both, as
 * the side menu shows it: placeholders while the permissions load, a locked empty state without them.
 */
export function GatedPage({
  title,
  feature,
  permission,
  publicationType,
  loadingLabel,
  unavailable,
  children,
}: {
  title: string;
  /** A feature the company must have (none: the permission alone opens the page). */
  feature?: keyof Omit<EnabledFeatures, "publicationTypes">;
  /** Left out where the feature alone opens the page (a member's own skills). */
  permission?: Permission;
  /** An object type the company must have too (investigations need theirs). */
  publicationType?: PublicationTypeKey;
  loadingLabel: string;
  unavailable: { title: string; description: string };
  children: (scope: Scope) => ReactNode;
}) {
  const { user, selectedCompany } = useSession();
  const permissions = usePermissions();
  const features = selectedCompany?.enabledFeatures;
  const typed = !publicationType || features?.publicationTypes.includes(publicationType);
  const featured = !feature || features?.[feature];
  if (selectedCompany && featured && typed && (!permission || permissions.has(permission))) {
    return children({ userId: user.id, companyId: selectedCompany.id });
  }
  return (
    <>
      <PageTitle title={title} />
      {selectedCompany && permission && permissions.loading ? (
        <Stack gap={6} role="status" aria-busy="true" aria-label={loadingLabel}>
          <Skeleton h={34} />
          <Skeleton h={34} />
        </Stack>
      ) : (
        <EmptyState
          mt="xl"
          icon={<IconLock aria-hidden />}
          title={unavailable.title}
          description={unavailable.description}
        />
      )}
    </>
  );
}
