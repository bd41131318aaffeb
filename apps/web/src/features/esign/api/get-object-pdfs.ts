import { uploadFileSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { esignKeys, publicationPath, type Scope } from "./keys";

export const getObjectFiles = (companyId: string, publicationId: string) =>
  api.get(`${publicationPath(companyId, publicationId)}/files`, z.array(uploadFileSchema), { errorPages: false });

export const objectFilesQuery = (scope: Scope, publicationId: string) =>
  queryOptions({
    queryKey: esignKeys.files(scope, publicationId),
    queryFn: () => getObjectFiles(scope.companyId, publicationId),
    select: (files) =>
      files.filter((file) => file.contentType === "application/pdf" && file.uploadStatus === "COMPLETE"),
  });

/** The object's uploaded PDFs: what may be sent for signatures. */
export function useObjectPdfs(scope: Scope, publicationId: string) {
  return useQuery(objectFilesQuery(scope, publicationId));
}
