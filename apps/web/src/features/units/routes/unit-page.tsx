import { SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { GatedPage } from "../../../components/gated-page";
import { QueryBoundary } from "../../../components/query-boundary";
import { isUuid } from "../../../lib/ids";
import { useSession } from "../../../lib/session";
import { useUnit } from "../api/get-unit";
import type { Scope } from "../api/keys";
import { UnitEditForm } from "../components/unit-edit-form";
import { UnitFiles } from "../components/unit-files";
import { UnitHeader } from "../components/unit-header";
import { UnitMembers } from "../components/unit-members";
import { UnitProducts } from "../components/unit-products";
import { UnitSkills } from "../components/unit-skills";

/** /list/units/{unitId}: one unit (CompanyUnits); another company's unit, or none, opens the not-found page. */
export function UnitPage() {
  const { t } = useTranslation("units");
  const { unitId = "" } = useParams();
  if (!isUuid(unitId)) return <Navigate to="/404" replace />;
  return (
    <GatedPage
      title={t("title")}
      permission="CompanyUnits"
      loadingLabel={t("detail.loading")}
      unavailable={{ title: t("unavailable.title"), description: t("unavailable.description") }}
    >
      {(scope) => <UnitDetail key={`${scope.companyId}/${unitId}`} scope={scope} unitId={unitId} />}
    </GatedPage>
  );
}

function UnitDetail({ scope, unitId }: { scope: Scope; unitId: string }) {
  const { t } = useTranslation("units");
  const { selectedCompany } = useSession();
  const unit = useUnit(scope, unitId);
  const skillsOn = selectedCompany?.enabledFeatures.skills ?? false;
  return (
    <QueryBoundary query={unit} failed={t("detail.failed")} loadingLabel={t("detail.loading")} placeholders={6}>
      {(data) => (
        <>
          <UnitHeader scope={scope} unit={data} />
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <UnitEditForm scope={scope} unit={data} />
              <UnitMembers scope={scope} unit={data} />
            </SimpleGrid>
            {skillsOn && <UnitSkills scope={scope} unit={data} />}
            <UnitProducts scope={scope} unitId={data.id} />
            <UnitFiles scope={scope} unitId={data.id} />
          </Stack>
        </>
      )}
    </QueryBoundary>
  );
}
