import { Group } from "@mantine/core";
import type { ReactNode } from "react";
import { CenteredPage } from "../../../components/centered-page";
import { LanguagePicker } from "../../../components/language-picker";
import { applyLanguage } from "../../../lib/i18n";

/** Login and password reset: the card, with a language choice under it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <CenteredPage
      footer={
        <Group justify="center">
          <LanguagePicker onChange={applyLanguage} />
        </Group>
      }
    >
      {children}
    </CenteredPage>
  );
}
