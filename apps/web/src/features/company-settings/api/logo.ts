import { type CompanyInfoRead, companyLogoSchema, ErrorCode, type LogoType, okSchema } from "@app/contract";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";
import { uploadFile } from "../../../lib/upload";
import { companyPath, companySettingsKeys, type Scope } from "./keys";

export const logoPath = (companyId: string, type: LogoType) =>
  companyPath(companyId, `/logo${type === "pdf" ? "?type=pdf" : ""}`);

/** The image as a data URL (kept in the query cache; nothing to revoke). */
async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type || "application/octet-stream"};base64,${btoa(binary)}`;
}

/** GET /companies/{id}/logo (?type=pdf): the image as a data URL, or null when there is none (404). */
export async function getLogo(companyId: string, type: LogoType): Promise<string | null> {
  try {
    const blob = await api.getBlob(companyPath(companyId, "/logo"), {
      query: type === "pdf" ? { type } : undefined,
      errorPages: false,
    });
    return await toDataUrl(blob);
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.NotFound) return null;
    throw error;
  }
}

/** The logo's image, asked for only when the company information says it exists (hasLogo, hasPdfLogo). */
export function useLogo(scope: Scope, type: LogoType, exists: boolean) {
  return useQuery({
    queryKey: companySettingsKeys.logo(scope, type),
    queryFn: () => getLogo(scope.companyId, type),
    enabled: exists,
  });
}

/**
 * After an upload (`exists`) or a removal: the information's flag follows at once and is read
 * again; an uploaded image is asked for, a removed one is never asked for again (it would answer 404).
 */
export function logoChanged(client: QueryClient, scope: Scope, type: LogoType, exists: boolean) {
  const flag = type === "pdf" ? "hasPdfLogo" : "hasLogo";
  client.setQueryData(companySettingsKeys.info(scope), (info: CompanyInfoRead | undefined) =>
    info ? { ...info, [flag]: exists } : info,
  );
  if (exists) void client.invalidateQueries({ queryKey: companySettingsKeys.logo(scope, type) });
  else client.setQueryData(companySettingsKeys.logo(scope, type), null);
  return client.invalidateQueries({ queryKey: companySettingsKeys.info(scope), exact: true });
}

/** POST /companies/{id}/logo with progress; the preview reloads when it is stored. */
export function uploadLogo(companyId: string, type: LogoType, file: File, onProgress: (percent: number) => void) {
  return uploadFile(logoPath(companyId, type), file, companyLogoSchema, onProgress);
}

export function useRemoveLogo(scope: Scope, type: LogoType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(logoPath(scope.companyId, type), okSchema),
    onSuccess: () => logoChanged(client, scope, type, false),
    onError: () => client.invalidateQueries({ queryKey: companySettingsKeys.info(scope), exact: true }),
  });
}
