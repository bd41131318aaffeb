import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../../lib/session";

const ALL = "all";

/** Every company's calendar, or one company's (/calendar/{companyId}); the view, day and kinds stay. */
export function CompanyPicker({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation("calendar");
  const { companies } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Select
      label={t("company.label")}
      w={280}
      allowDeselect={false}
      value={companyId ?? ALL}
      data={[{ value: ALL, label: t("company.all") }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
      onChange={(value) => {
        // An open task belongs to the company left behind.
        const params = new URLSearchParams(search);
        params.delete("task");
        params.delete("due");
        const query = params.size > 0 ? `?${params}` : "";
        navigate(`/calendar${value && value !== ALL ? `/${value}` : ""}${query}`);
      }}
    />
  );
}
