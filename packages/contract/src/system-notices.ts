import { z } from "zod/mini";

/** A notice of the platform, shown to everyone in the header's banner while it is current. */
export const systemNoticeSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
});
export type SystemNotice = z.infer<typeof systemNoticeSchema>;
