import type { Company, CompanyUser, Permission } from "@app/contract";
import { Alert, Button, Card, Grid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { ConfirmModal } from "../../../components/confirm-modal";
import { PageTitle } from "../../../components/page-title";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useUsersAdminAccess } from "../access";
import type { Scope } from "../api/keys";
import { useMember, useMemberMutations } from "../api/member";
import { useMemberPermissions, useSavePermissions } from "../api/permissions";
import { MemberDetails } from "../components/member-details";
import { MemberGroups } from "../components/member-groups";
import { MemberRoles } from "../components/member-roles";
import { MemberTags } from "../components/member-tags";
import { NoCompany } from "../components/no-company";
import { PermissionsEditor } from "../components/permissions-editor";
import { TypeBadge } from "../components/type-badge";

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="h5" id={id}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={2}>
          {description}
        </Text>
      )}
      <div style={{ marginTop: "var(--mantine-spacing-sm)" }}>{children}</div>
    </Card>
  );
}

/** Sections of other features on a member's page (app/ composes them: features do not import each other). */
export type MemberSections = (member: CompanyUser, companyId: string) => ReactNode;

/** What the app adds at the foot of the page for another member (the GDPR erasure): it composes features. */
export type DangerZone = ComponentType<{ scope: Scope; company: string; member: { id: string; name: string } }>;

/** /settings/users/{userId}: one member's details, tags, roles and permissions (UsersEdit). */
export function UserPage({ sections, dangerZone }: { sections?: MemberSections; dangerZone?: DangerZone }) {
  const { t } = useTranslation("usersAdmin");
  const { userId = "" } = useParams();
  const access = useUsersAdminAccess();
  if (!access.company || !access.scope) return <NoCompany />;
  if (access.loading) return <Skeleton height={240} aria-label={t("detail.loading")} />;
  if (!access.has("UsersEdit")) return <Navigate replace to="/403" />;
  return (
    <UserAdmin
      key={`${access.company.id}:${userId}`}
      scope={access.scope}
      company={access.company}
      memberId={userId}
      has={access.has}
      sections={sections}
      dangerZone={dangerZone}
    />
  );
}

function UserAdmin({
  scope,
  company,
  memberId,
  has,
  sections,
  dangerZone: DangerZoneOfApp,
}: {
  scope: Scope;
  company: Company;
  memberId: string;
  has: (permission: Permission) => boolean;
  sections?: MemberSections;
  dangerZone?: DangerZone;
}) {
  const { t } = useTranslation("usersAdmin");
  const navigate = useNavigate();
  const member = useMember(scope, memberId);
  const permissions = useMemberPermissions(scope, memberId);
  const savePermissions = useSavePermissions(scope, memberId);
  const { update, remove } = useMemberMutations(scope);
  const [removing, setRemoving] = useState(false);
  const isSelf = memberId === scope.userId;
  const canEditFull = has("FullUserPermissionsEdit");

  if (member.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t("detail.loading")}>
        <Skeleton h={36} w={280} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  // A failed GET went to the error pages already (404 for another company's user).
  if (member.isError) return <Alert color="red">{t("detail.failed")}</Alert>;
  const user: CompanyUser = member.data;
  const permissionsReadOnly = user.type === "DEFAULT" && !canEditFull;

  const confirmRemove = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        toast("success", t("detail.removed", { name: user.name }), 5000);
        navigate("/settings/users");
      },
      onError: (failure) => toast("failure", errorText(failure, t("detail.removeFailed")), 5000),
    });

  return (
    <>
      <BackLink to="/settings/users" label={t("backToUsers")} />
      <PageTitle
        title={user.name}
        description={
          <>
            {user.email} · <TypeBadge type={user.type} />
          </>
        }
        actions={
          !isSelf && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconUserMinus size={16} aria-hidden />}
              onClick={() => setRemoving(true)}
            >
              {t("detail.remove")}
            </Button>
          )
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Section title={t("detail.details")}>
              <MemberDetails
                member={user}
                isSelf={isSelf}
                canChangeType={canEditFull}
                onSave={async (input) => {
                  await update.mutateAsync({ memberId: user.id, input });
                  toast("success", t("detail.saved"), 5000);
                }}
              />
            </Section>
            <Section title={t("tags.title")}>
              <MemberTags scope={scope} memberId={user.id} canEdit />
            </Section>
            <Section title={t("roles.title")}>
              <MemberRoles scope={scope} memberId={user.id} canEdit />
            </Section>
            <Section title={t("groups.title")}>
              <MemberGroups scope={scope} memberId={user.id} />
            </Section>
            {sections?.(user, company.id)}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Section title={t("permissions.title")} description={t("permissions.intro", { company: company.name })}>
            {permissions.isPending ? (
              <Skeleton h={300} />
            ) : permissions.isError ? (
              <Alert color="red">{t("permissions.failed")}</Alert>
            ) : (
              <PermissionsEditor
                granted={permissions.data}
                guest={user.type === "GUEST"}
                readOnly={permissionsReadOnly}
                readOnlyReason={t("permissions.readOnly")}
                onSave={async (next) => {
                  await savePermissions.mutateAsync(next);
                  toast("success", t("permissions.saved"), 5000);
                }}
              />
            )}
          </Section>
        </Grid.Col>
        {DangerZoneOfApp && !isSelf && (
          <Grid.Col span={12}>
            <DangerZoneOfApp scope={scope} company={company.name} member={{ id: user.id, name: user.name }} />
          </Grid.Col>
        )}
      </Grid>
      <ConfirmModal
        opened={removing}
        title={t("detail.removeTitle")}
        message={t("detail.removeMessage", { name: user.name, company: company.name })}
        confirmLabel={t("detail.removeConfirm")}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(false)}
      />
    </>
  );
}
