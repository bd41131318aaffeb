import { companyFileSchema, okSchema, PAGE_FETCH, PAGE_SIZE } from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { download } from "../../../lib/download";
import { uploadFile } from "../../../lib/upload";
import { companyPath, companySettingsKeys, type Scope } from "./keys";

export const companyFilesPath = (companyId: string, fileId?: string) =>
  companyPath(companyId, `/files${fileId ? `/${fileId}` : ""}`);

/** GET /companies/{id}/files: one page (21 fetched, 20 shown), newest first. */
export const getCompanyFiles = (companyId: string, page: number) =>
  api.get(companyFilesPath(companyId), z.array(companyFileSchema), {
    query: { limit: PAGE_FETCH, offset: page * PAGE_SIZE },
  });

export function useCompanyFiles(scope: Scope, page: number) {
  return useQuery({
    queryKey: companySettingsKeys.filesPage(scope, page),
    queryFn: () => getCompanyFiles(scope.companyId, page),
    placeholderData: keepPreviousData,
    select: (files) => ({ files: files.slice(0, PAGE_SIZE), hasNext: files.length > PAGE_SIZE }),
  });
}

export const uploadCompanyFile = (companyId: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile(companyFilesPath(companyId), file, companyFileSchema, onProgress);

export function useDeleteCompanyFile(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api.delete(companyFilesPath(scope.companyId, fileId), okSchema),
    onSettled: () => client.invalidateQueries({ queryKey: companySettingsKeys.files(scope) }),
  });
}

export const downloadCompanyFile = (companyId: string, file: { id: string; uploadName: string }) =>
  download(companyFilesPath(companyId, file.id), file.uploadName);
