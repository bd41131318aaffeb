import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { UploadAborted, type UploadHandle } from "../../lib/upload";
import { uploadCompanyFile } from "./api/company-files";
import { companySettingsKeys, type Scope } from "./api/keys";

export interface UploadItem {
  key: string;
  uploadName: string;
  uploadStatus: "INPROGRESS" | "COMPLETE" | "ERROR";
  uploadProgress: number;
  error?: string;
}

let counter = 0;

/**
 * Company file uploads with their progress: each file with status and percent. Aborting removes
 * it from the list; a failure marks it ERROR and says why in a toast; a finished one leaves the
 * list once the file list shows it.
 */
export function useFileUploads(scope: Scope) {
  const { t } = useTranslation("companySettings");
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const handles = useRef(new Map<string, UploadHandle<unknown>>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        counter += 1;
        const key = `company-upload-${counter}`;
        setItems((current) => [
          ...current,
          { key, uploadName: file.name, uploadStatus: "INPROGRESS", uploadProgress: 0 },
        ]);
        const handle = uploadCompanyFile(scope.companyId, file, (percent) => patch(key, { uploadProgress: percent }));
        handles.current.set(key, handle);
        handle.done
          .then(async () => {
            patch(key, { uploadStatus: "COMPLETE", uploadProgress: 100 });
            await client.invalidateQueries({ queryKey: companySettingsKeys.files(scope) });
            toast("success", t("files.uploaded", { name: file.name }), 5000);
            setItems((current) => current.filter((item) => item.key !== key));
          })
          .catch((error: unknown) => {
            if (error instanceof UploadAborted) return;
            const tooLarge = error instanceof ApiError && error.status === 413;
            const message = tooLarge ? error.message : t("files.uploadFailed", { name: file.name });
            patch(key, { uploadStatus: "ERROR", error: message });
            toast("failure", message, 5000);
          })
          .finally(() => handles.current.delete(key));
      }
    },
    [client, patch, scope, t],
  );

  /** Stops a transfer (if it still runs) and takes the file off the list. */
  const remove = useCallback((key: string) => {
    handles.current.get(key)?.abort();
    handles.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.abort();
    };
  }, []);

  return { items, add, remove };
}
