import type { FastifyReply } from "fastify";

/** RFC 6266 attachment header that keeps any file name intact. */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Content a browser would run or render if the file were opened in place. */
const activeContent = /html|svg|xml|javascript|ecmascript/i;

export interface StoredFile {
  uploadName: string;
  contentType: string;
  size: number;
}

/** Sends an uploaded file as an inert attachment: never rendered or run by the browser. */
export const sendAttachment = (reply: FastifyReply, file: StoredFile, body: unknown) =>
  reply
    .header("content-type", activeContent.test(file.contentType) ? "application/octet-stream" : file.contentType)
    .header("content-length", file.size)
    .header("content-disposition", attachment(file.uploadName))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox; default-src 'none'")
    .send(body);
