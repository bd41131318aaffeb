import { z } from "zod";

/** Route parameters shared by the modules: a company, and an object (publication) in it. */
export const companyParams = z.object({ companyId: z.uuid() });
export const publicationParams = companyParams.extend({ publicationId: z.uuid() });
