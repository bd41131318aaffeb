import { type Company, type Publication, publicationTypes } from "@app/contract";
import { Alert, Grid, Paper, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { useRouteCompany } from "../../../lib/route-company";
import { usePublication } from "../api/get-publication";
import { usePublicationGroups } from "../api/get-publications";
import { publicationPath, type Scope } from "../api/keys";
import { CommentsSection } from "../components/comments-section";
import { FilesSection } from "../components/files-section";
import { KeypassSection } from "../components/keypass-section";
import { PublicationDetails } from "../components/publication-details";
import { type CustomerField, PublicationForm } from "../components/publication-form";
import { PublicationHeader } from "../components/publication-header";
import { PublicationNotices } from "../components/publication-notices";
import { SharingSection } from "../components/sharing-section";
import { useEditLock } from "../use-edit-lock";
import { useSavePublication } from "../use-save-publication";

/** What the app passes in from the session: the user's permissions in the company, and optional parts. */
export interface PublicationPageProps {
  /** Keypass permission: reveal and list secrets (undefined while the permissions load). */
  canKeypass: boolean | undefined;
  /** Company account administration: delete others' comments. */
  isAccountAdmin: boolean;
  /** The reminders part of the page, for types whose sections include "reminders" (another feature). */
  remindersSection?: (props: { publication: Publication; scope: Scope }) => ReactNode;
  /** The checklist part, for types whose sections include "checklist" (another feature). */
  checklistSection?: (props: { publication: Publication; scope: Scope; canEdit: boolean }) => ReactNode;
  /** The investigation part, for objects of type investigation (another feature). */
  investigationSection?: (props: { publication: Publication; scope: Scope; canEdit: boolean }) => ReactNode;
  /** The order part, for objects of type order (another feature). */
  orderSection?: (props: { publication: Publication; scope: Scope; guest: boolean }) => ReactNode;
  /** The order subscription part, for objects of type orderSubscription (another feature). */
  orderSubscriptionSection?: (props: { publication: Publication; scope: Scope }) => ReactNode;
  /** The plant part, for objects of type plant (another feature). */
  plantSection?: (props: { publication: Publication; scope: Scope }) => ReactNode;
  /** The object's tasks (another feature). */
  tasksSection?: (props: { publication: Publication; scope: Scope }) => ReactNode;
  /** The e-sign part of the page (another feature). */
  esignSection?: (props: { publication: Publication; scope: Scope }) => ReactNode;
  /** The approval (certify flows) part of the page (another feature). */
  certifySection?: (props: { publication: Publication; scope: Scope }) => ReactNode;
  /** The skills the object requires (another feature; it shows only with the skills feature). */
  skillsSection?: (props: { publication: Publication; scope: Scope; canEdit: boolean }) => ReactNode;
  /** The object's history (the audit feature), for holders of AuditLogs. */
  historySection?: (props: { publication: Publication; scope: Scope }) => ReactNode;
  /** Dates that other features keep on the object, shown among its own (an e-sign deadline). */
  objectDates?: (props: { publication: Publication; scope: Scope }) => ReactNode;
  /** The form's customer picker (the customers feature), where the company has it and the reader sees customers. */
  customerField?: (scope: Scope) => CustomerField | undefined;
}

/** /companies/{companyId}/publications/{publicationId}: one object. */
export function PublicationPage(props: PublicationPageProps) {
  const { publicationId } = useParams();
  const { company, scope } = useRouteCompany();
  if (!company || !scope || !publicationId) return <Navigate replace to="/404" />;
  if (company.features.denyLoginOnWeb) return <Navigate replace to="/403" />;
  return <ObjectView key={publicationId} {...props} company={company} scope={scope} publicationId={publicationId} />;
}

function PageSkeleton() {
  const { t } = useTranslation("publications");
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t("page.loading")}>
      <Skeleton h={36} w="40%" />
      <Skeleton h={140} />
      <Skeleton h={200} />
    </Stack>
  );
}

function ObjectView({
  company,
  scope,
  publicationId,
  canKeypass,
  isAccountAdmin,
  remindersSection,
  tasksSection,
  checklistSection,
  investigationSection,
  orderSubscriptionSection,
  orderSection,
  plantSection,
  esignSection,
  certifySection,
  skillsSection,
  historySection,
  objectDates,
  customerField,
}: PublicationPageProps & { company: Company; scope: Scope; publicationId: string }) {
  const { t } = useTranslation("publications");
  const query = usePublication(scope, publicationId);
  const lock = useEditLock(scope, publicationId);
  const groups = usePublicationGroups(scope, lock.editing);
  const save = useSavePublication(scope, publicationId, lock);

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <Alert color="red">{t("page.loadFailed")}</Alert>;
  const publication = query.data;
  const sections = publicationTypes[publication.type].sections;
  const guest = company.type === "GUEST";
  // An archived object, and an investigation once closed, are read-only: every section follows.
  const canEdit = publication.can.edit && publication.status !== "archived" && !publication.closed;
  const listPath = guest ? `/guest/${company.id}/publications` : publicationPath(company.id);

  return (
    <Stack gap="md">
      <PublicationHeader
        scope={scope}
        publication={publication}
        guest={guest}
        canEdit={canEdit}
        lock={lock}
        listPath={listPath}
      />
      <PublicationNotices publication={publication} userId={scope.userId} canEdit={canEdit} lock={lock} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="sm" component="section" aria-label={t("page.details")}>
              {lock.editing ? (
                <PublicationForm
                  publication={publication}
                  groups={groups.data}
                  withBody={sections.includes("body")}
                  saving={save.saving}
                  error={save.error}
                  stale={save.stale}
                  onSave={save.onSave}
                  onLoadLatest={save.onLoadLatest}
                  onCancel={save.onCancel}
                  customerField={guest ? undefined : customerField?.(scope)}
                />
              ) : (
                <PublicationDetails
                  publication={publication}
                  withBody={sections.includes("body")}
                  dates={objectDates?.({ publication, scope })}
                />
              )}
            </Paper>
            {publication.type === "investigation" && investigationSection?.({ publication, scope, canEdit })}
            {publication.type === "orderSubscription" && orderSubscriptionSection?.({ publication, scope })}
            {publication.type === "order" && orderSection?.({ publication, scope, guest })}
            {publication.type === "plant" && plantSection?.({ publication, scope })}
            {sections.includes("keypass") && (
              <KeypassSection scope={scope} publicationId={publicationId} allowed={canKeypass} canEdit={canEdit} />
            )}
            {sections.includes("files") && (
              <FilesSection scope={scope} publicationId={publicationId} canEdit={canEdit} />
            )}
            {sections.includes("checklist") && checklistSection?.({ publication, scope, canEdit })}
            {sections.includes("comments") && (
              <CommentsSection
                scope={scope}
                publicationId={publicationId}
                canComment={!guest}
                canDeleteAny={isAccountAdmin}
              />
            )}
            {historySection?.({ publication, scope })}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            {publication.can.share && sections.includes("sharing") && (
              <SharingSection scope={scope} publicationId={publicationId} />
            )}
            {sections.includes("reminders") && remindersSection?.({ publication, scope })}
            {!guest && tasksSection?.({ publication, scope })}
            {esignSection?.({ publication, scope })}
            {certifySection?.({ publication, scope })}
            {skillsSection?.({ publication, scope, canEdit })}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
