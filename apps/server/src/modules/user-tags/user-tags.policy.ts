/** A full member reads any member's tags; a guest (limited user) only their own. */
export const maySeeTagsOf = (viewer: { userId: string; type: "DEFAULT" | "GUEST" }, userId: string) =>
  viewer.type === "DEFAULT" || viewer.userId === userId;
