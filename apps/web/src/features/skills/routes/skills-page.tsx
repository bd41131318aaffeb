import "../skills.css";
import type { Skill } from "@app/contract";
import { Anchor, Button, Group, Stack } from "@mantine/core";
import { IconCertificate, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { SearchForm } from "../../../components/search-form";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { toast } from "../../../lib/toast";
import { useDeleteSkill } from "../api/delete-skill";
import { useSkills } from "../api/get-skills";
import { type Scope, skillsListPage } from "../api/keys";
import { SkillsTable } from "../components/skills-table";
import { useDefinitionListState } from "../list-state";

const SkillFormModal = lazyModal(() =>
  import("../components/skill-form-modal").then((module) => module.SkillFormModal),
);

/** /list/skills: the skills the company recognises (the skills feature; writing needs Skills). */
export function SkillsPage() {
  const { t } = useTranslation("skills");
  return (
    <GatedPage
      title={t("definitions.title")}
      feature="skills"
      loadingLabel={t("definitions.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <SkillDefinitions key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

/** The form's modal and the skill it edits (null: a new one), kept while it closes. */
type Editing = { opened: boolean; skill: Skill | null };

function SkillDefinitions({ scope }: { scope: Scope }) {
  const { t } = useTranslation("skills");
  const { has } = usePermissions();
  const canWrite = has("Skills");
  const [state, setState] = useDefinitionListState();
  const skills = useSkills(scope, state);
  const remove = useDeleteSkill(scope);
  const [editing, setEditing] = useState<Editing>({ opened: false, skill: null });

  const onDelete = (skill: Skill) =>
    confirmAction({
      title: t("definitions.deleteTitle"),
      message: t("definitions.deleteMessage", { name: skill.name }),
      confirm: t("definitions.deleteConfirm"),
      onConfirm: () =>
        remove.mutate(skill.id, {
          onSuccess: () => toast("success", t("toast.skillDeleted", { name: skill.name }), 5000),
          onError: (error) => toast("failure", errorText(error, t("toast.deleteFailed")), 5000),
        }),
    });

  const create = canWrite && (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onPointerEnter={SkillFormModal.preload}
      onFocus={SkillFormModal.preload}
      onClick={() => setEditing({ opened: true, skill: null })}
    >
      {t("definitions.new")}
    </Button>
  );

  return (
    <>
      <PageTitle
        title={t("definitions.title")}
        description={
          <Anchor component={Link} to={skillsListPage} fz="sm">
            {t("definitions.toList")}
          </Anchor>
        }
        actions={create}
      />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <SearchForm
            key={state.q ?? ""}
            q={state.q}
            onSearch={(q) => void setState({ q, page: null })}
            labels={{
              label: t("definitions.search"),
              placeholder: t("definitions.searchPlaceholder"),
              clear: t("definitions.clearSearch"),
              search: t("definitions.searchButton"),
            }}
          />
        </Group>
        <QueryBoundary
          query={skills}
          failed={t("definitions.failed")}
          loadingLabel={t("definitions.loading")}
          placeholders={8}
          isEmpty={(data) => data.rows.length === 0}
          empty={{
            icon: <IconCertificate aria-hidden />,
            title: state.q ? t("definitions.noMatch") : t("definitions.empty"),
            description: state.q ? undefined : t(canWrite ? "definitions.emptyHint" : "definitions.emptyReadOnly"),
            action: state.q ? undefined : create,
          }}
        >
          {(data) => (
            <SkillsTable
              rows={data.rows}
              fetching={skills.isFetching && skills.isPlaceholderData}
              canWrite={canWrite}
              onEdit={(skill) => setEditing({ opened: true, skill })}
              onDelete={onDelete}
            />
          )}
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={skills.data?.hasNext ?? false}
          disabled={skills.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
      <SkillFormModal
        scope={scope}
        opened={editing.opened}
        skill={editing.skill}
        onClose={() => setEditing((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
