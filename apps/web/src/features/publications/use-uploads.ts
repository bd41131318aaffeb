import { type UploadFile, uploadFileSchema } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { UploadAborted, type UploadHandle, uploadFile } from "../../lib/upload";
import { filesPath } from "./api/files";
import { publicationKeys, type Scope } from "./api/keys";

export type UploadStatus = UploadFile["uploadStatus"];

export interface UploadItem {
  key: string;
  uploadName: string;
  uploadStatus: UploadStatus;
  uploadProgress: number;
  /** Why it failed, when the server said. */
  error?: string;
}

let counter = 0;

/**
 * The upload progress list of the spec: each file with its status and percent. Aborting removes the
 * file from the list and stops the transfer; a failure marks it ERROR and says so in a toast.
 */
export function useUploads(scope: Scope, publicationId: string) {
  const { t } = useTranslation("publications");
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const handles = useRef(new Map<string, UploadHandle<UploadFile>>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        counter += 1;
        const key = `upload-${counter}`;
        setItems((current) => [
          ...current,
          { key, uploadName: file.name, uploadStatus: "INPROGRESS", uploadProgress: 0 },
        ]);
        const handle = uploadFile(filesPath(scope.companyId, publicationId), file, uploadFileSchema, (percent) =>
          patch(key, { uploadProgress: percent }),
        );
        handles.current.set(key, handle);
        handle.done
          .then(() => {
            patch(key, { uploadStatus: "COMPLETE", uploadProgress: 100 });
            void client.invalidateQueries({ queryKey: publicationKeys.part(scope, publicationId, "files") });
          })
          .catch((error: unknown) => {
            if (error instanceof UploadAborted) return;
            const tooLarge = error instanceof ApiError && error.status === 413;
            const message = tooLarge ? error.message : t("files.uploadFailed");
            patch(key, { uploadStatus: "ERROR", error: message });
            toast("failure", message, 5000);
            void client.invalidateQueries({ queryKey: publicationKeys.part(scope, publicationId, "files") });
          })
          .finally(() => handles.current.delete(key));
      }
    },
    [client, patch, publicationId, scope, t],
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
