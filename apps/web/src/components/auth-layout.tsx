import { Group } from "@mantine/core";
import type { ReactNode } from "react";
import { chooseLanguage } from "../lib/i18n";
import { CenteredPage } from "./centered-page";
import { LanguagePicker } from "./language-picker";

/**
 * Signed-out pages (login, password reset, invitation, email confirmation): the card, with a language
 * choice under it that the next sign-in keeps as the profile's language.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <CenteredPage
      footer={
        <Group justify="center">
          <LanguagePicker onChange={chooseLanguage} />
        </Group>
      }
    >
      {children}
    </CenteredPage>
  );
}
