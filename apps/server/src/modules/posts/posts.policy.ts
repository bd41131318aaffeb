import type { Viewer } from "../publications/publications.policy";

/** Full members write in the message objects they see; a guest reads the messages shared with them. */
export const canPost = (viewer: Pick<Viewer, "type">) => viewer.type === "DEFAULT";
