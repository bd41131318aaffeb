import type { Publication } from "@app/contract";
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataField as Field } from "../../../components/data-field";
import { formatDate } from "../../../lib/dates";
import { RichText } from "./rich-text";

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return "–";
  return (
    <Group gap={4} mt={2} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {tags.map((tag) => (
        <Badge key={tag} component="li" variant="outline" color="gray" size="sm" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The object's fields as read (outside edit mode); the body only for types that have one. `dates`:
 * more dates of the object that other features keep (an e-sign deadline).
 */
export function PublicationDetails({
  publication,
  withBody,
  dates,
}: {
  publication: Publication;
  withBody: boolean;
  dates?: ReactNode;
}) {
  const { t } = useTranslation("publications");
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Field label={t("fields.endDate")}>{formatDate(publication.periodDate) || "–"}</Field>
        <Field label={t("fields.group")}>{publication.group?.name ?? t("page.noGroup")}</Field>
        {publication.customer && (
          <Field label={t("fields.customer")}>
            <Anchor component={Link} to={`/list/customers/${publication.customer.id}`} size="sm">
              {publication.customer.name}
            </Anchor>
          </Field>
        )}
        <Field label={t("fields.updated")}>
          {formatDate(publication.updatedAt)}
          {publication.updatedBy && ` · ${publication.updatedBy.name}`}
        </Field>
        <Field label={t("fields.created")}>
          {formatDate(publication.createdAt)}
          {publication.createdBy && ` · ${publication.createdBy.name}`}
        </Field>
        {dates}
      </SimpleGrid>
      <Field label={t("fields.tags")}>
        <Tags tags={publication.tags} />
      </Field>
      <Field label={t("fields.description")}>
        {publication.description ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {publication.description}
          </Text>
        ) : (
          "–"
        )}
      </Field>
      {withBody && (
        <Field label={t("fields.body")}>
          {publication.body ? (
            <RichText html={publication.body} label={t("fields.body")} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("page.noBody")}
            </Text>
          )}
        </Field>
      )}
    </Stack>
  );
}
