import { Select } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useEnterCompany } from "../../features/companies/use-enter-company";
import { useSession } from "../../lib/session";
import { switcherProps } from "./company-switcher";

/**
 * Header company switcher with search: choosing a company selects it and opens it. `focused`: what stood
 * in for it had the focus, which it takes, opened.
 */
export function CompanySelect({ focused }: { focused: boolean }) {
  const { t } = useTranslation("layout");
  const { companies, selectedCompany } = useSession();
  const enter = useEnterCompany();
  const data = useMemo(() => companies.map((company) => ({ value: company.id, label: company.name })), [companies]);

  return (
    <Select
      {...switcherProps}
      aria-label={t("switcher.label")}
      placeholder={t("switcher.placeholder")}
      data={data}
      value={selectedCompany?.id ?? null}
      onChange={(id) => {
        const company = companies.find((c) => c.id === id);
        if (company) enter(company);
      }}
      searchable
      allowDeselect={false}
      limit={50}
      nothingFoundMessage={t("switcher.nothingFound")}
      leftSection={<IconBuilding size={16} aria-hidden />}
      comboboxProps={{ withinPortal: false }}
      autoFocus={focused}
      defaultDropdownOpened={focused}
    />
  );
}
