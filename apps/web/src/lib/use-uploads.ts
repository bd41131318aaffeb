import type { UploadFile } from "@app/contract";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api-client";
import { toast } from "./toast";
import { UploadAborted, type UploadHandle } from "./upload";

export interface UploadItem {
  key: string;
  uploadName: string;
  uploadStatus: UploadFile["uploadStatus"];
  uploadProgress: number;
  /** Why it failed, when the server said. */
  error?: string;
}

let counter = 0;

/**
 * The upload progress list of the spec: each file with its status and percent. Aborting removes
 * the file from the list and stops the transfer; the end of a transfer is said in a toast and
 * refreshes the file list (queryKey), where a finished file then shows.
 */
export function useUploads(
  start: (file: File, onProgress: (percent: number) => void) => UploadHandle<unknown>,
  queryKey: QueryKey,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const handles = useRef(new Map<string, UploadHandle<unknown>>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  // A plain function: start and queryKey are new on every render, so memoising it would not hold.
  const add = (files: File[]) => {
    for (const file of files) {
      counter += 1;
      const key = `upload-${counter}`;
      setItems((current) => [
        ...current,
        { key, uploadName: file.name, uploadStatus: "INPROGRESS", uploadProgress: 0 },
      ]);
      const handle = start(file, (percent) => patch(key, { uploadProgress: percent }));
      handles.current.set(key, handle);
      handle.done
        .then(() => {
          patch(key, { uploadStatus: "COMPLETE", uploadProgress: 100 });
          toast("success", t("uploads.done", { name: file.name }), 5000);
        })
        .catch((error: unknown) => {
          if (error instanceof UploadAborted) return;
          const tooLarge = error instanceof ApiError && error.status === 413;
          const message = tooLarge ? error.message : t("uploads.failed");
          patch(key, { uploadStatus: "ERROR", error: message });
          toast("failure", message, 5000);
        })
        .finally(() => {
          handles.current.delete(key);
          void client.invalidateQueries({ queryKey });
        });
    }
  };

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
