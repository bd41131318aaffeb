import { ErrorCode } from "@app/contract";
import { describe, expect, it } from "vitest";
import en from "../locales/en/api-errors.json";
import sv from "../locales/sv/api-errors.json";
import { ApiError, NETWORK_ERROR } from "./api-client";
import { errorText } from "./error-text";
import { applyLanguage } from "./i18n";

const texts: Record<string, Record<string, string>> = { en, sv };

describe("an API error's text", () => {
  it.each(Object.values(ErrorCode))("%s has a text in English and Swedish", (code) => {
    expect(texts.en?.[code]).toMatch(/\w/);
    expect(texts.sv?.[code]).toMatch(/\w/);
  });

  it("is the code's text in the language shown, never the server's message", () => {
    const locked = new ApiError(409, ErrorCode.Locked, "Locked by Anna.");
    expect(errorText(locked)).toBe(en.LOCKED);
    applyLanguage("se");
    expect(errorText(locked)).toBe(sv.LOCKED);
    expect(errorText(new ApiError(409, ErrorCode.Archived, "The object is archived."), "Not saved.")).toBe(sv.ARCHIVED);
  });

  it("says an upload's limit when the answer gives it", () => {
    const limit = new ApiError(413, ErrorCode.PayloadTooLarge, "Too large.", "file", { limitBytes: 25 * 1024 * 1024 });
    expect(errorText(limit)).toBe("The file is too large: at most 25 MB.");
    applyLanguage("se");
    expect(errorText(limit)).toBe("Filen är för stor: högst 25 MB.");
    expect(errorText(new ApiError(413, ErrorCode.PayloadTooLarge, "Too large."))).toBe(sv.PAYLOAD_TOO_LARGE);
  });

  it("leaves a code that does not say why to the screen's sentence, when it has one", () => {
    for (const code of [ErrorCode.Validation, ErrorCode.Conflict, ErrorCode.Internal]) {
      expect(errorText(new ApiError(409, code, "A unit cannot go from A to B."), "Not saved.")).toBe("Not saved.");
      expect(errorText(new ApiError(409, code, "A unit cannot go from A to B."))).toBe(en[code]);
    }
  });

  it("says a code, or a refusal naming a field, with the screen's own sentence for it", () => {
    const taken = new ApiError(409, ErrorCode.Conflict, "A skill with this name already exists.", "name");
    expect(errorText(taken, "Not saved.", { name: "The name is taken." })).toBe("The name is taken.");
    expect(errorText(taken, "Not saved.", { title: "Too long." })).toBe("Not saved.");
    const forbidden = new ApiError(403, ErrorCode.Forbidden, "Forbidden.", "name");
    expect(errorText(forbidden, "Not saved.", { name: "The name is taken." })).toBe(en.FORBIDDEN);
    expect(errorText(forbidden, "Not saved.", { [ErrorCode.Forbidden]: "Only your own." })).toBe("Only your own.");
  });

  it("says an unanswered call, an unknown code and a thrown error without the server's words", () => {
    expect(errorText(new ApiError(0, NETWORK_ERROR, "The request did not reach the server."), "Not saved.")).toBe(
      en.network,
    );
    expect(errorText(new ApiError(502, "HTTP_502", "Bad Gateway"))).toBe(en.unknown);
    expect(errorText(new ApiError(502, "HTTP_502", "Bad Gateway"), "Not saved.")).toBe("Not saved.");
    expect(errorText(new TypeError("x is undefined"))).toBe(en.unknown);
  });
});
