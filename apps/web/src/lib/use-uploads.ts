import type { UploadFile } from "@app/contract";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "./error-text";
import { toast } from "./toast";
import { UploadAborted, type UploadHandle } from "./upload";

/** At most this many files travel at once; the others wait, ENQUEUED, in the order chosen. */
export const MAX_PARALLEL_UPLOADS = 3;

/** The spec's upload states: enqueued, in progress, COMPLETE or ERROR. */
export type UploadItemStatus = "ENQUEUED" | UploadFile["uploadStatus"];

export interface UploadItem {
  key: string;
  uploadName: string;
  uploadStatus: UploadItemStatus;
  uploadProgress: number;
  /** Why it failed, when the server said. */
  error?: string;
}

let counter = 0;

/**
 * The upload progress list of the spec: each file with its status and percent. Files queue and
 * MAX_PARALLEL_UPLOADS travel at once. Aborting removes the file from the list and stops (or never
 * starts) the transfer; the end of a transfer is said in a toast and refreshes the file list
 * (queryKey), where a finished file then shows.
 */
export function useUploads(
  start: (file: File, onProgress: (percent: number) => void) => UploadHandle<unknown>,
  queryKey: QueryKey,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const handles = useRef(new Map<string, UploadHandle<unknown>>());
  const queue = useRef<{ key: string; file: File }[]>([]);
  // start and queryKey are new on every render: a queued file starts with the latest ones.
  const latest = useRef({ start, queryKey, t });
  latest.current = { start, queryKey, t };

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = (key: string, file: File) => {
    patch(key, { uploadStatus: "INPROGRESS" });
    const handle = latest.current.start(file, (percent) => patch(key, { uploadProgress: percent }));
    handles.current.set(key, handle);
    handle.done
      .then(() => {
        patch(key, { uploadStatus: "COMPLETE", uploadProgress: 100 });
        toast("success", latest.current.t("uploads.done", { name: file.name }), 5000);
      })
      .catch((error: unknown) => {
        if (error instanceof UploadAborted) return;
        const message = errorText(error, latest.current.t("uploads.failed"));
        patch(key, { uploadStatus: "ERROR", error: message });
        toast("failure", message, 5000);
      })
      .finally(() => {
        handles.current.delete(key);
        void client.invalidateQueries({ queryKey: latest.current.queryKey });
        next();
      });
  };

  /** Starts queued files while fewer than MAX_PARALLEL_UPLOADS travel. */
  const next = () => {
    while (handles.current.size < MAX_PARALLEL_UPLOADS) {
      const waiting = queue.current.shift();
      if (!waiting) return;
      send(waiting.key, waiting.file);
    }
  };

  // A plain function: it starts transfers with the latest start and queryKey (see latest).
  const add = (files: File[]) => {
    for (const file of files) {
      counter += 1;
      const key = `upload-${counter}`;
      setItems((current) => [...current, { key, uploadName: file.name, uploadStatus: "ENQUEUED", uploadProgress: 0 }]);
      queue.current.push({ key, file });
    }
    next();
  };

  /** Stops a transfer (if it still runs) or takes it out of the queue, and the file off the list. */
  const remove = useCallback((key: string) => {
    queue.current = queue.current.filter((waiting) => waiting.key !== key);
    handles.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  useEffect(() => {
    const running = handles.current;
    return () => {
      queue.current = [];
      for (const handle of running.values()) handle.abort();
    };
  }, []);

  return { items, add, remove };
}
