import { ErrorCode } from "@app/contract";
import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PublicFrame } from "../../../components/public-frame";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/dates";
import { useSharedObject } from "../api/get-shared-object";
import { RichText } from "../components/rich-text";

/** /shared/{companyId}/{token}: an object opened through a shared link, without an account. */
export function SharedLinkPage() {
  const { t } = useTranslation("publications");
  const typeName = usePublicationTypeName();
  const { companyId = "", token = "" } = useParams();
  const shared = useSharedObject(companyId, token);

  if (shared.isPending)
    return (
      <PublicFrame size="md">
        <Stack role="status" aria-busy="true" aria-label={t("page.loading")}>
          <Skeleton h={40} w="50%" />
          <Skeleton h={200} />
        </Stack>
      </PublicFrame>
    );

  if (shared.isError) {
    const gone =
      shared.error instanceof ApiError &&
      (shared.error.code === ErrorCode.NotFound || shared.error.code === ErrorCode.Validation);
    return (
      <PublicFrame size="md">
        <Paper withBorder p="xl" radius="md">
          <Stack gap="sm" align="flex-start">
            <IconLinkOff size={32} stroke={1.5} aria-hidden />
            <Title order={1} fz="h3">
              {gone ? t("shared.invalidTitle") : t("shared.errorTitle")}
            </Title>
            <Text>{gone ? t("shared.invalid") : t("shared.error")}</Text>
          </Stack>
        </Paper>
      </PublicFrame>
    );
  }

  const object = shared.data;
  return (
    <PublicFrame size="md">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {t("shared.from", { company: object.company.name })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <PublicationTypeIcon type={object.type} size={26} />
              <Title order={1} fz="h3" style={{ overflowWrap: "anywhere" }}>
                {object.name}
              </Title>
            </Group>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {typeName(object.type)} · {t("page.number", { number: object.objectNumber })}
              </Text>
              <Badge variant="light" color="gray" size="sm">
                {t("shared.readOnly")}
              </Badge>
            </Group>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t("fields.endDate")}
              </Text>
              <Text size="sm">{formatDate(object.periodDate) || "–"}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t("shared.validUntil")}
              </Text>
              <Text size="sm">{formatDate(object.expiresAt)}</Text>
            </div>
          </SimpleGrid>
          {object.description && (
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t("fields.description")}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {object.description}
              </Text>
            </div>
          )}
          {object.body ? (
            <RichText html={object.body} label={t("fields.body")} />
          ) : (
            <Alert color="gray" variant="light">
              {t("page.noBody")}
            </Alert>
          )}
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
