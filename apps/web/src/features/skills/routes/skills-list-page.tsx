import "../skills.css";
import type { UserSkill } from "@app/contract";
import { Anchor, Button, Stack } from "@mantine/core";
import { IconCertificate, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GatedPage } from "../../../components/gated-page";
import { ListPager } from "../../../components/list-pager";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { toast } from "../../../lib/toast";
import { useDeleteUserSkill } from "../api/delete-user-skill";
import { downloadCertificate } from "../api/download-certificate";
import { useMember } from "../api/get-member";
import { useSkillOptions } from "../api/get-skills";
import { useUnitOptions } from "../api/get-units";
import { useUserSkills } from "../api/get-user-skills";
import { definitionsPage, type Scope } from "../api/keys";
import { UserSkillFilters } from "../components/user-skill-filters";
import { UserSkillsTable } from "../components/user-skills-table";
import { hasUserSkillFilters, useUserSkillListState } from "../list-state";
import { blankRecord, type RecordStart } from "../record-values";

const RecordSkillModal = lazyModal(() =>
  import("../components/record-skill-modal").then((module) => module.RecordSkillModal),
);

/** /list/skills-list: people's skills (the skills feature; everyone's with Skills, one's own without). */
export function SkillsListPage() {
  const { t } = useTranslation("skills");
  return (
    <GatedPage
      title={t("list.title")}
      feature="skills"
      loadingLabel={t("list.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <UserSkillList key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function UserSkillList({ scope }: { scope: Scope }) {
  const { t } = useTranslation("skills");
  const { has } = usePermissions();
  const canWrite = has("Skills");
  const [state, setState] = useUserSkillListState();
  const userSkills = useUserSkills(scope, state);
  const skills = useSkillOptions(scope);
  const units = useUnitOptions(has("CompanyUnits") ? scope : null);
  const member = useMember(scope, state.userId, canWrite);
  const remove = useDeleteUserSkill(scope);
  const [recording, setRecording] = useState<{ opened: boolean; start: RecordStart }>({
    opened: false,
    start: blankRecord,
  });
  const record = (start: RecordStart) => setRecording({ opened: true, start });

  const person = state.userId ? { id: state.userId, name: member.data?.name ?? "" } : null;
  const onDelete = (row: UserSkill) =>
    confirmAction({
      title: t("list.deleteTitle"),
      message: t("list.deleteMessage", { skill: row.skill.name, person: row.user.name }),
      confirm: t("list.deleteConfirm"),
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () => toast("success", t("toast.recordDeleted", { skill: row.skill.name }), 5000),
          onError: (error) => toast("failure", errorText(error, t("toast.deleteFailed")), 5000),
        }),
    });
  const onDownload = (row: UserSkill) =>
    void downloadCertificate(scope.companyId, row.id, row.certificate?.uploadName ?? "certificate").catch(
      (error: unknown) => toast("failure", errorText(error, t("toast.downloadFailed")), 5000),
    );
  const create = canWrite && (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onPointerEnter={RecordSkillModal.preload}
      onFocus={RecordSkillModal.preload}
      onClick={() => record({ user: person?.name ? person : null, skill: null })}
    >
      {t("record.open")}
    </Button>
  );

  return (
    <>
      <PageTitle
        title={t("list.title")}
        description={
          <>
            {canWrite ? t("list.showingAll") : t("list.showingMine")}{" "}
            <Anchor component={Link} to={definitionsPage} fz="sm">
              {t("list.toDefinitions")}
            </Anchor>
          </>
        }
        actions={create}
      />
      <Stack gap="sm">
        <UserSkillFilters
          scope={scope}
          state={state}
          person={canWrite ? person : undefined}
          skills={skills.data ?? []}
          units={units.data}
          onChange={(change) => void setState({ ...change, page: null })}
        />
        <QueryBoundary
          query={userSkills}
          failed={t("list.failed")}
          loadingLabel={t("list.loading")}
          placeholders={8}
          isEmpty={(data) => data.rows.length === 0}
          empty={{
            icon: <IconCertificate aria-hidden />,
            title: hasUserSkillFilters(state) ? t("list.noMatch") : t("list.empty"),
            description: hasUserSkillFilters(state) ? undefined : t(canWrite ? "list.emptyHint" : "list.emptyMine"),
            action: hasUserSkillFilters(state) ? undefined : create,
          }}
        >
          {(data) => (
            <UserSkillsTable
              rows={data.rows}
              fetching={userSkills.isFetching && userSkills.isPlaceholderData}
              canWrite={canWrite}
              onEdit={(userSkill) => record({ userSkill })}
              onDelete={onDelete}
              onDownload={onDownload}
            />
          )}
        </QueryBoundary>
        <ListPager
          page={state.page}
          hasNext={userSkills.data?.hasNext ?? false}
          disabled={userSkills.isFetching}
          onChange={(page) => void setState({ page })}
        />
      </Stack>
      <RecordSkillModal
        scope={scope}
        opened={recording.opened}
        start={recording.start}
        onClose={() => setRecording((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
