import type { Language } from "@app/contract";
import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Svenska / English, each named in its own language. */
export function LanguagePicker({ onChange, disabled }: { onChange: (language: Language) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t("language.label")}
      size="xs"
      disabled={disabled}
      value={i18n.resolvedLanguage === "en" ? "en" : "se"}
      onChange={(value) => onChange(value === "en" ? "en" : "se")}
      data={[
        { value: "se", label: <span lang="sv">Svenska</span> },
        { value: "en", label: <span lang="en">English</span> },
      ]}
    />
  );
}
