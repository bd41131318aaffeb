import "../skills.css";
import { EmptyState, Stack } from "@mantine/core";
import { IconTable, IconUsersGroup } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GatedPage } from "../../../components/gated-page";
import { PageTitle } from "../../../components/page-title";
import { QueryBoundary } from "../../../components/query-boundary";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { useMatrix } from "../api/get-matrix";
import { useUnitOptions } from "../api/get-units";
import type { Scope } from "../api/keys";
import { MatrixExport } from "../components/matrix-export";
import { MatrixFilters } from "../components/matrix-filters";
import { MatrixLegend } from "../components/matrix-legend";
import { MatrixTable } from "../components/matrix-table";
import { useMatrixState } from "../list-state";
import { blankRecord, type RecordStart } from "../record-values";

const RecordSkillModal = lazyModal(() =>
  import("../components/record-skill-modal").then((module) => module.RecordSkillModal),
);

/** /list/units-kunskap: a unit's competence matrix (CompanyUnits and the skills feature, as the side menu). */
export function KnowledgeUnitsPage() {
  const { t } = useTranslation("skills");
  return (
    <GatedPage
      title={t("matrix.title")}
      feature="skills"
      permission="CompanyUnits"
      loadingLabel={t("matrix.loading")}
      unavailable={{ title: t("matrix.unavailable.title"), description: t("matrix.unavailable.description") }}
    >
      {(scope) => <KnowledgeUnits key={scope.companyId} scope={scope} />}
    </GatedPage>
  );
}

function KnowledgeUnits({ scope }: { scope: Scope }) {
  const { t } = useTranslation("skills");
  const { has } = usePermissions();
  const [state, setState] = useMatrixState();
  const units = useUnitOptions(scope);
  const matrix = useMatrix(scope, state.unitId);
  const [recording, setRecording] = useState<{ opened: boolean; start: RecordStart }>({
    opened: false,
    start: blankRecord,
  });
  const mayRecord = has("Skills");
  const skills = matrix.data?.skills ?? [];
  const shown = state.skillId ? skills.filter((skill) => skill.id === state.skillId) : skills;
  const unit = matrix.data?.unit ?? null;

  return (
    <>
      <PageTitle
        title={t("matrix.title")}
        description={unit ? t("matrix.today", { date: matrix.data?.today }) : t("matrix.description")}
        actions={
          <MatrixExport companyId={scope.companyId} unit={unit} today={matrix.data?.today} skillId={state.skillId} />
        }
      />
      <Stack gap="sm">
        <MatrixFilters
          units={units.data ?? []}
          unitsLoading={units.isPending}
          unitId={state.unitId}
          skills={skills}
          skillId={state.skillId}
          onChange={(change) => void setState(change)}
        />
        {state.unitId === null ? (
          <EmptyState
            mt="xl"
            icon={<IconUsersGroup aria-hidden />}
            title={t("matrix.noUnit")}
            description={t("matrix.noUnitHint")}
          />
        ) : (
          <QueryBoundary
            query={matrix}
            failed={t("matrix.failed")}
            loadingLabel={t("matrix.loading")}
            placeholders={6}
            isEmpty={(data) => data.rows.length === 0 || data.skills.length === 0}
            empty={{
              icon: <IconTable aria-hidden />,
              title: matrix.data?.skills.length === 0 ? t("matrix.noSkills") : t("matrix.noMembers"),
              description: t("matrix.emptyHint"),
            }}
          >
            {(data) => (
              // Any cell opens the recording form: its code is asked for when the pointer or the focus reaches the matrix.
              <Stack
                gap="sm"
                onPointerEnter={mayRecord ? RecordSkillModal.preload : undefined}
                onFocus={mayRecord ? RecordSkillModal.preload : undefined}
              >
                <MatrixLegend />
                <MatrixTable
                  matrix={data}
                  skills={shown}
                  onRecord={
                    mayRecord
                      ? (row, skill) => setRecording({ opened: true, start: { user: row.user, skill } })
                      : undefined
                  }
                />
              </Stack>
            )}
          </QueryBoundary>
        )}
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
