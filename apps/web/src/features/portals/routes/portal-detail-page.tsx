import type { CompanyUser, Group as Portal, PublicationListItem } from "@app/contract";
import { ErrorCode } from "@app/contract";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { ConfirmModal } from "../../../components/confirm-modal";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { portalRoutes, type Scope } from "../api/keys";
import { useMemberSearch, usePortalMemberMutations, usePortalMembers } from "../api/members";
import { OBJECT_PAGE_SIZE, useObjectSearch, usePortalObjectMutations, usePortalObjects } from "../api/objects";
import { usePortal, usePortalMutations } from "../api/portals";
import { PortalForm } from "../components/portal-form";
import { SearchPicker } from "../components/search-picker";
import { type PortalContext, PortalGate } from "./portal-gate";

/** /list/customer-portals/{customerPortalId}: a portal's details, members and objects. */
export function PortalDetailPage() {
  const { customerPortalId = "" } = useParams();
  return (
    <PortalGate>{(context) => <PortalDetail key={customerPortalId} id={customerPortalId} {...context} />}</PortalGate>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      <Stack gap="sm" mt={hint ? 0 : "sm"}>
        {children}
      </Stack>
    </Paper>
  );
}

function PortalDetail({ id, scope, company, has }: PortalContext & { id: string }) {
  const { t } = useTranslation("portals");
  const navigate = useNavigate();
  const portal = usePortal(scope, id);
  const { update, remove } = usePortalMutations(scope);
  const [deleting, setDeleting] = useState(false);

  if (portal.isPending) {
    return (
      <>
        <BackLink to={portalRoutes.list} label={t("form.back")} />
        <Skeleton height={36} width={280} mb="md" />
        <Skeleton height={200} />
      </>
    );
  }
  if (portal.isError) return <Alert color="red">{t("list.failed")}</Alert>;
  const data = portal.data;

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast("success", t("toast.deleted"), 5000);
        navigate(portalRoutes.list);
      },
      onError: () => toast("failure", t("toast.deleteFailed"), 5000),
    });

  return (
    <>
      <BackLink to={portalRoutes.list} label={t("form.back")} />
      <PageTitle
        title={data.name}
        description={
          <>
            {data.customer && `${t("detail.customerLine", { customer: data.customer.name })} · `}
            {t("detail.counts", { members: data.memberCount, objects: data.objectCount })}
          </>
        }
      />
      <Stack gap="md">
        <Section title={t("detail.details")}>
          <PortalForm
            // A saved name or customer starts the form again from what was stored.
            key={`${data.name}|${data.customer?.id ?? ""}`}
            scope={scope}
            customersEnabled={company.enabledFeatures.customers}
            canCreateCustomer={has("CustomerCreate")}
            initial={{ name: data.name, customerId: data.customer?.id ?? null, customerName: data.customer?.name }}
            submitLabel={t("form.save")}
            onSubmit={async (values) => {
              await update.mutateAsync({ id, input: values });
              toast("success", t("toast.saved"), 5000);
            }}
          />
        </Section>
        <Members scope={scope} portal={data} />
        <Objects scope={scope} portal={data} />
        <Section title={t("detail.dangerTitle")} hint={t("detail.dangerHint")}>
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {t("detail.delete")}
            </Button>
          </Group>
        </Section>
      </Stack>
      <ConfirmModal
        opened={deleting}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteMessage", { portal: data.name })}
        confirmLabel={t("confirm.delete")}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}

const failureText = (error: unknown, t: (key: "toast.locked" | "toast.changeFailed") => string) =>
  error instanceof ApiError && error.code === ErrorCode.Locked ? t("toast.locked") : t("toast.changeFailed");

function Members({ scope, portal }: { scope: Scope; portal: Portal }) {
  const { t } = useTranslation("portals");
  const members = usePortalMembers(scope, portal.id);
  const { add, remove } = usePortalMemberMutations(scope, portal.id);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const memberIds = new Set((members.data ?? []).map((m) => m.id));
  const useSearchMembers = (q: string, enabled: boolean) => useMemberSearch(scope, q, enabled);

  const onPick = (user: CompanyUser) =>
    add.mutate(user.id, {
      onSuccess: () => toast("success", t("toast.memberAdded", { name: user.name }), 5000),
      onError: (error) => toast("failure", failureText(error, t), 5000),
    });
  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast("success", t("toast.memberRemoved", { name: removing.name }), 5000);
        setRemoving(null);
      },
      onError: (error) => toast("failure", failureText(error, t), 5000),
    });
  };

  return (
    <Section title={t("detail.membersTitle")} hint={t("detail.membersHint")}>
      <SearchPicker<CompanyUser>
        label={t("detail.addMember")}
        placeholder={t("detail.memberSearchPlaceholder")}
        useSearch={useSearchMembers}
        optionLabel={(u) => u.name}
        optionDetail={(u) => (memberIds.has(u.id) ? t("detail.alreadyHere") : `${u.email} · ${t(`type.${u.type}`)}`)}
        isDisabled={(u) => memberIds.has(u.id)}
        onPick={onPick}
        disabled={add.isPending}
      />
      {members.isPending ? (
        <Skeleton height={80} />
      ) : members.isError ? (
        <Alert color="red">{t("detail.membersFailed")}</Alert>
      ) : members.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("detail.noMembers")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs" aria-label={t("detail.membersTitle")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("fields.name")}</Table.Th>
                <Table.Th visibleFrom="sm">{t("fields.email")}</Table.Th>
                <Table.Th w={180}>{t("fields.type")}</Table.Th>
                <Table.Th w={90}>{t("fields.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>{member.name}</Table.Td>
                  <Table.Td visibleFrom="sm" style={{ overflowWrap: "anywhere" }}>
                    {member.email}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={member.type === "GUEST" ? "grape" : "blue"}>
                      {t(`type.${member.type}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("detail.removeMember", { name: member.name })}
                      onClick={() => setRemoving({ id: member.id, name: member.name })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t("confirm.removeMemberTitle")}
        message={t("confirm.removeMemberMessage", { name: removing?.name ?? "", portal: portal.name })}
        confirmLabel={t("confirm.remove")}
        busy={remove.isPending}
        onConfirm={onRemove}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}

function Objects({ scope, portal }: { scope: Scope; portal: Portal }) {
  const { t } = useTranslation("portals");
  const typeName = usePublicationTypeName();
  const [page, setPage] = useState(0);
  const objects = usePortalObjects(scope, portal.id, page);
  const { add, remove } = usePortalObjectMutations(scope, portal.id);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const rows = (objects.data ?? []).slice(0, OBJECT_PAGE_SIZE);
  const useSearchObjects = (q: string, enabled: boolean) => useObjectSearch(scope, q, enabled);
  const objectPath = (objectId: string) => `/companies/${scope.companyId}/publications/${objectId}`;

  const onPick = (object: PublicationListItem) =>
    add.mutate(object.id, {
      onSuccess: () => toast("success", t("toast.objectAdded", { name: object.name }), 5000),
      onError: (error) => toast("failure", failureText(error, t), 5000),
    });
  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast("success", t("toast.objectRemoved", { name: removing.name }), 5000);
        setRemoving(null);
        if (rows.length === 1 && page > 0) setPage(page - 1);
      },
      onError: (error) => toast("failure", failureText(error, t), 5000),
    });
  };

  return (
    <Section title={t("detail.objectsTitle")} hint={t("detail.objectsHint")}>
      <SearchPicker<PublicationListItem>
        label={t("detail.addObject")}
        placeholder={t("detail.objectSearchPlaceholder")}
        useSearch={useSearchObjects}
        optionLabel={(o) => `${o.name} · ${t("detail.objectNumber", { number: o.objectNumber })}`}
        optionDetail={(o) =>
          o.group?.id === portal.id
            ? t("detail.alreadyHere")
            : [typeName(o.type), o.group ? t("detail.inGroup", { group: o.group.name }) : null]
                .filter(Boolean)
                .join(" · ")
        }
        isDisabled={(o) => o.group?.id === portal.id}
        onPick={onPick}
        disabled={add.isPending}
      />
      {objects.isPending ? (
        <Skeleton height={80} />
      ) : objects.isError ? (
        <Alert color="red">{t("detail.objectsFailed")}</Alert>
      ) : rows.length === 0 && page === 0 ? (
        <Text size="sm" c="dimmed">
          {t("detail.noObjects")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs" aria-label={t("detail.objectsTitle")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("fields.name")}</Table.Th>
                <Table.Th w={200} visibleFrom="sm">
                  {t("fields.type")}
                </Table.Th>
                <Table.Th w={90}>{t("fields.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((object) => (
                <Table.Tr key={object.id}>
                  <Table.Td>
                    <Anchor component={Link} to={objectPath(object.id)} style={{ overflowWrap: "anywhere" }}>
                      {object.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Group gap={6} wrap="nowrap">
                      <PublicationTypeIcon type={object.type} size={16} />
                      <Text size="sm">{typeName(object.type)}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("detail.removeObject", { name: object.name })}
                      onClick={() => setRemoving({ id: object.id, name: object.name })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPager
        page={page}
        hasNext={(objects.data?.length ?? 0) > OBJECT_PAGE_SIZE}
        onChange={setPage}
        disabled={objects.isFetching}
      />
      <ConfirmModal
        opened={removing !== null}
        title={t("confirm.removeObjectTitle")}
        message={t("confirm.removeObjectMessage", { name: removing?.name ?? "", portal: portal.name })}
        confirmLabel={t("confirm.remove")}
        busy={remove.isPending}
        onConfirm={onRemove}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}
