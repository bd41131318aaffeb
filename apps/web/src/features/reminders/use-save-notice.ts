import { ErrorCode, type Notice, type NoticeInput, noticeSchema } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { staleCurrent } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import type { Scope } from "./api/keys";
import { storeNotice, toInput, useUpdateNotice } from "./api/update-notice";
import { TOAST_MS } from "./toast-durations";

/**
 * Saving a reminder from its detail modal: a PUT of the whole notice (the last saved one with the
 * changes). A save refused as stale keeps the other user's version to offer; any other refusal
 * calls `onRefused` (the screen goes back to the last saved notice) and is told as a toast.
 */
export function useSaveNotice(scope: Scope, notice: Notice, onRefused: () => void) {
  const { t } = useTranslation("reminders");
  const queryClient = useQueryClient();
  const update = useUpdateNotice(scope, notice.id);
  /** The notice as another user saved it while this one was being edited (a refused save). */
  const [stale, setStale] = useState<Notice | null>(null);

  const save = (changes: Partial<NoticeInput>, done?: (saved: Notice) => void) =>
    update.mutate(
      { ...toInput(notice), ...changes },
      {
        onSuccess: (saved) => {
          setStale(null);
          toast("success", t("toast.updated"), TOAST_MS);
          done?.(saved);
        },
        onError: (error) => {
          const current = staleCurrent(error, noticeSchema);
          if (current) {
            // What the user typed stays in the form until they choose the latest version.
            setStale(current);
            return;
          }
          onRefused();
          toast(
            "failure",
            errorText(error, t("toast.updateFailed"), {
              assigneeIds: t("errors.lastAssignee"),
              [ErrorCode.NotFound]: t("errors.gone"),
            }),
            TOAST_MS,
          );
        },
      },
    );

  /** The latest version becomes the one shown and saved over; an open edit keeps its text. */
  const loadLatest = (latest: Notice) => {
    storeNotice(queryClient, scope, latest);
    setStale(null);
  };

  return { save, update, stale, loadLatest };
}
