import type { Group as Portal } from "@app/contract";
import {
  Alert,
  Anchor,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { IconBuildingStore, IconInfoCircle, IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { useCustomersWithPortal } from "../api/customers";
import { portalRoutes } from "../api/keys";
import { PORTAL_PAGE_SIZE, usePortals } from "../api/portals";
import { type PortalContext, PortalGate } from "./portal-gate";

/**
 * /list/customer-portals: the company's customer portals with their customer and counts. With the
 * customers feature it loads the customers with a portal (spec section 6) and says how many;
 * without it, it shows the no-customer-feature marker and no customer column.
 */
export function PortalsListPage() {
  return <PortalGate>{(context) => <PortalList {...context} />}</PortalGate>;
}

function PortalList({ scope, company }: PortalContext) {
  const { t } = useTranslation("portals");
  const customersOn = company.enabledFeatures.customers;
  const withPortal = useCustomersWithPortal(scope, customersOn);
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const list = usePortals(scope, { page, q });
  const rows = (list.data ?? []).slice(0, PORTAL_PAGE_SIZE);
  const hasNext = (list.data?.length ?? 0) > PORTAL_PAGE_SIZE;

  const create = (
    <Button component={Link} to={portalRoutes.create} leftSection={<IconPlus size={16} aria-hidden />}>
      {t("list.create")}
    </Button>
  );
  const customerOf = (portal: Portal) => portal.customer?.name ?? t("list.noCustomer");
  const link = (portal: Portal) => (
    <Anchor component={Link} to={portalRoutes.detail(portal.id)} fw={500} style={{ overflowWrap: "anywhere" }}>
      {portal.name}
    </Anchor>
  );

  return (
    <>
      <PageTitle title={t("title")} description={t("list.description")} actions={create} />
      {customersOn ? (
        withPortal.data && (
          <Text size="sm" c="dimmed" mb="sm" data-testid="customers-with-portal">
            {t("list.customersWithPortal", { count: withPortal.data.length })}
          </Text>
        )
      ) : (
        <Alert color="gray" mb="sm" icon={<IconInfoCircle aria-hidden />} data-testid="no-customer-feature">
          {t("list.noCustomerFeature")}
        </Alert>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setPage(0);
          setQ(draft.trim());
        }}
      >
        <Group gap="xs" mb="sm" align="flex-end">
          <TextInput
            label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={320}
            maw="100%"
          />
          <Button type="submit" variant="default">
            {t("list.searchSubmit")}
          </Button>
        </Group>
      </form>
      {list.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red">{t("list.failed")}</Alert>
      ) : rows.length === 0 && q === "" && page === 0 ? (
        <EmptyState
          mt="xl"
          icon={<IconBuildingStore aria-hidden />}
          title={t("list.empty")}
          description={t("list.emptyHint")}
        >
          {create}
        </EmptyState>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("list.noMatch", { q })}
        </Text>
      ) : (
        <>
          {/* A phone gets one card per portal; wider screens the table. */}
          <Stack gap="xs" hiddenFrom="sm">
            {rows.map((portal) => (
              <Paper key={portal.id} withBorder p="sm" radius="md">
                {link(portal)}
                {customersOn && (
                  <Text size="sm" c="dimmed">
                    {customerOf(portal)}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t("detail.counts", { members: portal.memberCount, objects: portal.objectCount })}
                </Text>
              </Paper>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table striped highlightOnHover verticalSpacing="xs" stickyHeader aria-label={t("list.tableLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("fields.name")}</Table.Th>
                  {customersOn && <Table.Th>{t("fields.customer")}</Table.Th>}
                  <Table.Th w={120} ta="right">
                    {t("fields.members")}
                  </Table.Th>
                  <Table.Th w={120} ta="right">
                    {t("fields.objects")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((portal) => (
                  <Table.Tr key={portal.id}>
                    <Table.Td>{link(portal)}</Table.Td>
                    {customersOn && (
                      <Table.Td c={portal.customer ? undefined : "dimmed"}>{customerOf(portal)}</Table.Td>
                    )}
                    <Table.Td ta="right">{portal.memberCount}</Table.Td>
                    <Table.Td ta="right">{portal.objectCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <ListPager page={page} hasNext={hasNext} onChange={setPage} disabled={list.isFetching} />
    </>
  );
}
