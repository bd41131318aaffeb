import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../components/page-title";
import { today } from "../../../lib/dates";
import { useSession } from "../../../lib/session";
import { CompanyList } from "../components/company-list";
import { SelectedCompany, type StartArea } from "../components/selected-company";

/** / : the selected company's start and the list of the user's companies to choose from. */
export function StartPage({ areas, areasLoading }: { areas: StartArea[]; areasLoading: boolean }) {
  const { t } = useTranslation("companies");
  const { user, companies, selectedCompany } = useSession();
  return (
    <>
      <PageTitle title={t("start.title")} description={t("start.welcome", { name: user.name, date: today() })} />
      {selectedCompany && <SelectedCompany company={selectedCompany} areas={areas} loading={areasLoading} />}
      <CompanyList companies={companies} selectedId={selectedCompany?.id} />
    </>
  );
}
