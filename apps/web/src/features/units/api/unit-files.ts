import { okSchema, UNIT_FILE_FETCH, UNIT_FILE_PAGE, uploadFileSchema } from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { download } from "../../../lib/download";
import { uploadFile } from "../../../lib/upload";
import { type Scope, unitFilesPath, unitKeys } from "./keys";

export const getUnitFiles = (companyId: string, unitId: string, page: number) =>
  api.get(`${unitFilesPath(companyId, unitId)}/`, z.array(uploadFileSchema), {
    query: { limit: UNIT_FILE_FETCH, offset: page * UNIT_FILE_PAGE },
    errorPages: false,
  });

/** One page of the unit's files (20 shown, 21 fetched to know whether a next page exists). */
export function useUnitFiles(scope: Scope, unitId: string, page: number) {
  return useQuery({
    queryKey: [...unitKeys.files(scope, unitId), page],
    queryFn: () => getUnitFiles(scope.companyId, unitId, page),
    select: (rows) => ({ rows: rows.slice(0, UNIT_FILE_PAGE), hasNext: rows.length > UNIT_FILE_PAGE }),
    placeholderData: keepPreviousData,
  });
}

/** Sends one file (multipart, field "file") with progress, as the object files do. */
export const uploadUnitFile = (companyId: string, unitId: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile(unitFilesPath(companyId, unitId), file, uploadFileSchema, onProgress);

export function useDeleteUnitFile(scope: Scope, unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api.delete(unitFilesPath(scope.companyId, unitId, fileId), okSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitKeys.files(scope, unitId) }),
  });
}

export const downloadUnitFile = (companyId: string, unitId: string, file: { id: string; uploadName: string }) =>
  download(unitFilesPath(companyId, unitId, file.id), file.uploadName);
