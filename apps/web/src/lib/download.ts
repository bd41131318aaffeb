import { api } from "./api-client";

/** Hands bytes to the browser as a download named `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a file with the signed-in user's token and hands it to the browser as a download named `name`. */
export async function download(path: string, name: string) {
  save(await api.getBlob(path, { errorPages: false }), name);
}

/** How far a download is: bytes received, and the total when the server said it (Content-Length). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** The file name of a Content-Disposition header (filename* first), or null. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * As `download`, reading the answer as a stream and telling `onProgress` after each chunk; the file
 * keeps the name the server gives it (`fallbackName` without one).
 */
export async function downloadWithProgress(
  path: string,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
) {
  const response = await api.getResponse(path, { errorPages: false });
  const length = Number(response.headers.get("content-length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const name = attachmentName(response.headers.get("content-disposition")) ?? fallbackName;
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  onProgress({ received: 0, total });
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total });
    save(blob, name);
    return;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  if (total !== null && received !== total) throw new Error(`The download ended after ${received} of ${total} bytes.`);
  save(new Blob(chunks, { type }), name);
}
