import type { ObjectSkill } from "@app/contract";
import { ActionIcon, Group, Stack, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useObjectSkills } from "../api/get-object-skills";
import type { Scope } from "../api/keys";
import { useRemoveObjectSkill } from "../api/remove-object-skill";
import { useSkillsScope } from "../use-skills-scope";
import { AddObjectSkill } from "./add-object-skill";

/**
 * The object page's "Required skills": the skills the object asks of those who use it; those who may
 * edit the object add and remove them. Shows nothing where the company lacks the skills feature.
 */
export function ObjectSkills({
  companyId,
  publicationId,
  canEdit,
}: {
  companyId: string;
  publicationId: string;
  canEdit: boolean;
}) {
  const scope = useSkillsScope(companyId);
  if (!scope) return null;
  return <RequiredSkills scope={scope} publicationId={publicationId} canEdit={canEdit} />;
}

function RequiredSkills({ scope, publicationId, canEdit }: { scope: Scope; publicationId: string; canEdit: boolean }) {
  const { t } = useTranslation("skills");
  const required = useObjectSkills(scope, publicationId);
  const remove = useRemoveObjectSkill(scope, publicationId);

  const onRemove = (row: ObjectSkill) =>
    remove.mutate(row.id, {
      onSuccess: () => toast("success", t("object.removed", { name: row.skill.name }), 3000),
      onError: (error) => toast("failure", errorText(error, t("object.removeFailed")), 5000),
    });

  return (
    <ObjectSection title={t("object.title")}>
      <Stack gap="sm">
        <QueryBoundary query={required} failed={t("object.failed")} placeholders={2} empty={t("object.empty")}>
          {(rows) => (
            <Stack component="ul" gap={4} p={0} m={0} aria-label={t("object.title")} style={{ listStyle: "none" }}>
              {rows.map((row) => (
                <Group component="li" key={row.id} justify="space-between" gap="xs" wrap="nowrap">
                  <div>
                    <Text size="sm">{row.skill.name}</Text>
                    {row.skill.category && (
                      <Text size="xs" c="dimmed">
                        {row.skill.category}
                      </Text>
                    )}
                  </div>
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t("object.remove", { name: row.skill.name })}
                      loading={remove.isPending && remove.variables === row.id}
                      onClick={() => onRemove(row)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </QueryBoundary>
        {canEdit && required.data && (
          <AddObjectSkill
            scope={scope}
            publicationId={publicationId}
            taken={required.data.map((row) => row.skill.id)}
          />
        )}
      </Stack>
    </ObjectSection>
  );
}
