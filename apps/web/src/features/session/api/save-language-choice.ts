import { type CurrentUser, type Language, okSchema } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../../lib/api-client";
import { applyLanguage } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import { clearLanguageChoice, getLanguageChoice } from "../../../lib/storage";

const saveLanguage = (userId: string, language: Language) =>
  api.put(`/users/${userId}/language`, okSchema, { body: { language } });

/**
 * Shows the user's language; a language picked on the sign-in page before is a choice, so it wins
 * and becomes the profile's (kept for the next sign-in when saving it fails).
 */
export function useUserLanguage(userId: string, language: Language | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!language) return;
    const chosen = getLanguageChoice();
    if (!chosen || chosen === language) {
      clearLanguageChoice();
      applyLanguage(language);
      return;
    }
    applyLanguage(chosen);
    saveLanguage(userId, chosen).then(
      () => {
        clearLanguageChoice();
        queryClient.setQueryData<CurrentUser>(queryKeys.user(userId), (user) => user && { ...user, language: chosen });
      },
      () => undefined, // the choice stays shown and is saved at the next sign-in
    );
  }, [language, userId, queryClient]);
}
