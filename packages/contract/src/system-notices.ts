import { z } from "zod";

/** A notice of the platform, shown to everyone in the header's banner while it is current. */
export const systemNoticeSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});
export type SystemNotice = z.infer<typeof systemNoticeSchema>;
