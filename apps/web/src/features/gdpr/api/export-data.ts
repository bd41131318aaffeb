import { useCallback, useRef, useState } from "react";
import { type DownloadProgress, downloadWithProgress } from "../../../lib/download";
import { errorText } from "../../../lib/error-text";

/** GET /companies/{companyId}/users/{userId}/gdpr-export: the person's data as a ZIP. */
export const exportPath = (companyId: string, userId: string) => `/companies/${companyId}/users/${userId}/gdpr-export`;

export type ExportState =
  | { status: "idle" }
  | { status: "running"; progress: DownloadProgress | null }
  | { status: "done" }
  | { status: "failed"; message: string };

/**
 * Downloads one person's GDPR export with its progress (bytes received against the answer's
 * Content-Length); one download at a time.
 */
export function useGdprExport(companyId: string, userId: string, fallbackName: string) {
  const [state, setState] = useState<ExportState>({ status: "idle" });
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ status: "running", progress: null });
    try {
      await downloadWithProgress(exportPath(companyId, userId), fallbackName, (progress) =>
        setState({ status: "running", progress }),
      );
      setState({ status: "done" });
    } catch (error) {
      setState({ status: "failed", message: errorText(error) });
    } finally {
      running.current = false;
    }
  }, [companyId, userId, fallbackName]);
  return { state, start };
}
