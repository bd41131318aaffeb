import { type CurrentUser, type Language, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { applyLanguage, currentLanguage, textsOf } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";

export const updateLanguage = (userId: string, language: Language) =>
  api.put(`/users/${userId}/language`, okSchema, { body: { language } });

/** Switches the UI at once and stores the choice on the user; a failure switches back and says so. */
export function useChangeLanguage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => updateLanguage(userId, language),
    onMutate: (language) => {
      const previous = currentLanguage();
      applyLanguage(language);
      return { previous };
    },
    onError: (_error, _language, context) => {
      if (context) applyLanguage(context.previous);
      // After switching back, so the message is in the language the user sees again (the user menu
      // of the shell switches too: the profile's texts load for the message).
      void textsOf("profile").then((t) => toast("failure", t("language.failed"), 5000));
    },
    onSuccess: (_answer, language) =>
      queryClient.setQueryData<CurrentUser>(queryKeys.user(userId), (user) => user && { ...user, language }),
  });
}
