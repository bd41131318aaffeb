import { z } from "zod/mini";

/** Route parameters shared by the modules: a company, and an object (publication) in it. */
export const companyParams = z.object({ companyId: z.uuid() });
export const publicationParams = z.extend(companyParams, { publicationId: z.uuid() });
