import { TextInput } from "@mantine/core";
import { IconBuilding, IconSelector } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session";

// The searchable select (Mantine's Combobox with its positioning) loads after the first screen.
const CompanySelect = lazy(() => import("./company-select").then((module) => ({ default: module.CompanySelect })));

/** Shared by the switcher and what stands in for it while its code loads, so nothing moves when it arrives. */
export const switcherProps = {
  w: { base: "100%", sm: 280 },
  size: "sm",
  // A long name on a narrow screen ends in "…" rather than being cut.
  styles: { input: { textOverflow: "ellipsis" } },
} as const;

/**
 * The header's company switcher (`CompanySelect`). Until its code is there, an input that looks the
 * same shows the selected company; one focused then hands its focus to the switcher, opened.
 */
export function CompanySwitcher() {
  const { t } = useTranslation("layout");
  const { selectedCompany } = useSession();
  const [focused, setFocused] = useState(false);
  const standIn = (
    <TextInput
      {...switcherProps}
      readOnly
      aria-label={t("switcher.label")}
      placeholder={t("switcher.placeholder")}
      value={selectedCompany?.name ?? ""}
      leftSection={<IconBuilding size={16} aria-hidden />}
      rightSection={<IconSelector size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <CompanySelect focused={focused} />
    </Suspense>
  );
}
