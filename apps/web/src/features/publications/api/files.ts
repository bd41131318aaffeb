import { okSchema, uploadFileSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { download } from "../../../lib/download";
import { uploadFile } from "../../../lib/upload";
import { publicationKeys, publicationPath, type Scope } from "./keys";

export const filesPath = (companyId: string, id: string, fileId?: string) =>
  `${publicationPath(companyId, id)}/files${fileId ? `/${fileId}` : ""}`;

export const getFiles = (companyId: string, id: string) =>
  api.get(filesPath(companyId, id), z.array(uploadFileSchema), { errorPages: false });

export function useFiles(scope: Scope, id: string) {
  return useQuery({ queryKey: publicationKeys.part(scope, id, "files"), queryFn: () => getFiles(scope.companyId, id) });
}

export const uploadPublicationFile = (
  companyId: string,
  id: string,
  file: File,
  onProgress: (percent: number) => void,
) => uploadFile(filesPath(companyId, id), file, uploadFileSchema, onProgress);

export function useDeleteFile(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api.delete(filesPath(scope.companyId, id, fileId), okSchema),
    onSettled: () => client.invalidateQueries({ queryKey: publicationKeys.part(scope, id, "files") }),
  });
}

export const downloadFile = (companyId: string, id: string, file: { id: string; uploadName: string }) =>
  download(filesPath(companyId, id, file.id), file.uploadName);
