import { Button, Group, Select } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useAddObjectSkill } from "../api/add-object-skill";
import { useSkillOptions } from "../api/get-skills";
import type { Scope } from "../api/keys";

/** Choose a skill the object does not require yet, and add it. */
export function AddObjectSkill({
  scope,
  publicationId,
  taken,
}: {
  scope: Scope;
  publicationId: string;
  taken: string[];
}) {
  const { t } = useTranslation("skills");
  const options = useSkillOptions(scope);
  const add = useAddObjectSkill(scope, publicationId);
  const [skillId, setSkillId] = useState<string | null>(null);
  const free = (options.data ?? []).filter((skill) => !taken.includes(skill.id));

  const submit = () => {
    if (!skillId) return;
    add.mutate(skillId, {
      onSuccess: (row) => {
        setSkillId(null);
        toast("success", t("object.added", { name: row.skill.name }), 3000);
      },
      onError: (error) => toast("failure", errorText(error, t("object.addFailed")), 5000),
    });
  };

  return (
    <Group
      component="form"
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Select
        label={t("object.choose")}
        placeholder={options.isPending ? t("object.loadingSkills") : t("object.choosePlaceholder")}
        searchable
        nothingFoundMessage={t("filters.noSkill")}
        data={free.map((skill) => ({ value: skill.id, label: skill.name }))}
        value={skillId}
        onChange={setSkillId}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="default"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={!skillId}
        loading={add.isPending}
      >
        {t("object.add")}
      </Button>
    </Group>
  );
}
