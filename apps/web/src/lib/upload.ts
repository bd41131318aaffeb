import { apiErrorSchema } from "@app/contract";
import type { z } from "zod/mini";
import { API_BASE, ApiError, NETWORK_ERROR } from "./api-client";
import { getSession } from "./storage";

/** Thrown when the user aborted the transfer. */
export class UploadAborted extends Error {
  constructor() {
    super("Upload aborted");
    this.name = "UploadAborted";
  }
}

export interface UploadHandle<T> {
  done: Promise<T>;
  abort: () => void;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  if (xhr.status === 0) return new ApiError(0, NETWORK_ERROR, "The request did not reach the server.");
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(xhr.responseText));
    if (parsed.success) return new ApiError(xhr.status, parsed.data.code, parsed.data.message, parsed.data.field);
  } catch {}
  return new ApiError(xhr.status, `HTTP_${xhr.status}`, xhr.statusText || "Request failed");
}

/**
 * Sends one file as multipart/form-data (field "file") with XMLHttpRequest, which, unlike fetch,
 * reports upload progress. `onProgress` gets 0–99 while bytes travel; 100 comes with the answer.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  schema: z.ZodMiniType<T>,
  onProgress: (percent: number) => void,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const done = new Promise<T>((resolve, reject) => {
    xhr.open("POST", API_BASE + path);
    xhr.setRequestHeader("Accept", "application/json");
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const stored = schema.parse(JSON.parse(xhr.responseText));
          onProgress(100);
          resolve(stored);
        } catch {
          reject(new ApiError(xhr.status, "INVALID_ANSWER", "The server's answer could not be read."));
        }
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(aborted ? new UploadAborted() : errorOf(xhr));
    xhr.onabort = () => reject(new UploadAborted());
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
  return {
    done,
    abort: () => {
      aborted = true;
      xhr.abort();
    },
  };
}
