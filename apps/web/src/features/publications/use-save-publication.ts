import { ErrorCode, type Publication, type PublicationInput, publicationSchema } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, staleCurrent } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Scope } from "./api/keys";
import { storePublication, updatePublication, usePublicationMutation } from "./api/publication-actions";
import type { useEditLock } from "./use-edit-lock";

/**
 * Saving the object's edit form: a save releases the edit lock; a stale save keeps the other
 * user's version to show; a lost lock or a refusal is told on the form and as a toast.
 */
export function useSavePublication(scope: Scope, publicationId: string, lock: ReturnType<typeof useEditLock>) {
  const { t } = useTranslation("publications");
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<Publication | null>(null);
  const save = usePublicationMutation(scope, (input: PublicationInput) =>
    updatePublication(scope.companyId, publicationId, input),
  );

  const onSave = (input: PublicationInput) => {
    setError(null);
    setStale(null);
    save.mutate(input, {
      onSuccess: () => {
        toast("success", t("edit.saved"), 5000);
        void lock.release();
      },
      onError: (failure) => {
        const current = staleCurrent(failure, publicationSchema);
        if (current) {
          setStale(current);
        } else if (failure instanceof ApiError && failure.code === ErrorCode.Locked) {
          setError(t("edit.lockedError"));
          toast("failure", t("edit.lockedError"), 8000);
          lock.lost();
        } else {
          setError(errorText(failure, t("edit.saveFailed")));
          toast("failure", t("edit.saveFailed"), 5000);
        }
      },
    });
  };

  const onCancel = () => {
    setError(null);
    setStale(null);
    void lock.release();
  };

  const onLoadLatest = (latest: Publication) => {
    storePublication(client, scope, latest);
    setStale(null);
  };

  return { saving: save.isPending, error, stale, onSave, onCancel, onLoadLatest };
}
