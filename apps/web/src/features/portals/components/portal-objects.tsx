import type { Group as Portal, PublicationListItem } from "@app/contract";
import { Anchor, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmModal } from "../../../components/confirm-modal";
import { ListPager } from "../../../components/list-pager";
import { ListTable } from "../../../components/list-table";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { QueryBoundary } from "../../../components/query-boundary";
import { DeleteAction } from "../../../components/row-actions";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { OBJECT_PAGE_SIZE, useObjectSearch, usePortalObjectMutations, usePortalObjects } from "../api/objects";
import { failureText, Section } from "./portal-section";
import { SearchPicker } from "./search-picker";

function ObjectsTable({
  objects,
  companyId,
  onRemove,
}: {
  objects: PublicationListItem[];
  companyId: string;
  onRemove: (object: PublicationListItem) => void;
}) {
  const { t } = useTranslation("portals");
  const typeName = usePublicationTypeName();
  return (
    <ListTable<PublicationListItem>
      aria-label={t("detail.objectsTitle")}
      records={objects}
      columns={[
        {
          accessor: "name",
          title: t("fields.name"),
          render: (object) => (
            <Anchor
              component={Link}
              to={`/companies/${companyId}/publications/${object.id}`}
              fz="sm"
              style={{ overflowWrap: "anywhere" }}
            >
              {object.name}
            </Anchor>
          ),
        },
        {
          accessor: "type",
          title: t("fields.type"),
          width: 200,
          visibleFrom: "sm",
          render: (object) => (
            <Group gap={6} wrap="nowrap">
              <PublicationTypeIcon type={object.type} size={16} />
              <Text size="sm">{typeName(object.type)}</Text>
            </Group>
          ),
        },
        {
          accessor: "actions",
          title: t("fields.actions"),
          width: 90,
          render: (object) => (
            <DeleteAction label={t("detail.removeObject", { name: object.name })} onClick={() => onRemove(object)} />
          ),
        },
      ]}
    />
  );
}

/** The objects the portal exposes, a page at a time: add by searching the company's objects, remove after confirming. */
export function PortalObjects({ scope, portal }: { scope: Scope; portal: Portal }) {
  const { t } = useTranslation("portals");
  const typeName = usePublicationTypeName();
  const [page, setPage] = useState(0);
  const objects = usePortalObjects(scope, portal.id, page);
  const { add, remove } = usePortalObjectMutations(scope, portal.id);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const rows = (objects.data ?? []).slice(0, OBJECT_PAGE_SIZE);
  const useSearchObjects = (q: string, enabled: boolean) => useObjectSearch(scope, q, enabled);

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
      <QueryBoundary
        query={objects}
        failed={t("detail.objectsFailed")}
        isEmpty={(data) => data.length === 0 && page === 0}
        empty={t("detail.noObjects")}
      >
        <ObjectsTable objects={rows} companyId={scope.companyId} onRemove={setRemoving} />
      </QueryBoundary>
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
