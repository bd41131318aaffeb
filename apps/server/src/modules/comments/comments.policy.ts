import type { Viewer } from "../publications/publications.policy";

/** Full members comment on what they see; a guest reads the comments of what is shared with them. */
export const canComment = (viewer: Pick<Viewer, "type">) => viewer.type === "DEFAULT";

/** A comment is edited by its author only; deleted also by the company's account administrator. */
export function canChange(
  viewer: Pick<Viewer, "userId" | "permissions">,
  authorId: string | undefined,
  remove: boolean,
) {
  return authorId === viewer.userId || (remove && viewer.permissions.has("CompanyAccountAdmin"));
}
