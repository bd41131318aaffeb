import { describe, expect, it } from "vitest";
import {
  defaultMailTemplates,
  isUsableMailText,
  mailTemplateFormSchema,
  mailTemplateTypes,
  misplacedPlaceholders,
} from "./mail-templates";

describe("the placement rule of mail templates", () => {
  it("refuses {{link}} glued to anything, and any placeholder inside an address, attribute or markup", () => {
    for (const text of [
      "https://x/?u={{link}}",
      '<a href="{{link}}">reset</a>',
      "[x]({{link}})",
      "{{link}}abc",
      "abc{{link}}",
      "({{link}})",
      "{{link}}.",
      "Go: {{ link }}/more",
      "https://evil.test/r?u=\u00a0{{link}}",
      "https://evil.test/r?u=\u200b{{link}}",
    ]) {
      expect(misplacedPlaceholders(text), text).toEqual(["link"]);
    }
    expect(misplacedPlaceholders("https://x/?n={{name}}&c={{code}}")).toEqual(["name", "code"]);
    expect(misplacedPlaceholders("<b>{{name}}</b>")).toEqual(["name"]);
    expect(misplacedPlaceholders("{{code}}.example.com")).toEqual(["code"]);
    expect(misplacedPlaceholders("mailto:{{name}}")).toEqual(["name"]);
    expect(misplacedPlaceholders("{{name}}{{link}}")).toEqual(["link"]);
  });

  it("keeps {{link}} as a word of its own and other placeholders in plain words", () => {
    for (const text of [
      "{{link}}",
      "Open: {{link}}",
      "Klicka {{ link }}\nTack",
      "\t{{link}}\r\n",
      'The reminder "{{title}}" on {{objectName}} ({{companyName}}) is due {{date}}.',
      "Your code is {{code}}. Welcome to {{companyName}}s portal, {{name}}!",
    ]) {
      expect(misplacedPlaceholders(text), text).toEqual([]);
    }
    for (const type of mailTemplateTypes) {
      for (const text of Object.values(defaultMailTemplates[type])) expect(isUsableMailText(type, text)).toBe(true);
    }
  });

  it("marks a stored wording unusable when it breaks the rule or lacks a required placeholder", () => {
    expect(isUsableMailText("PASSWORD_RESET", { subject: "Reset", body: "https://evil.test/r?u={{link}}" })).toBe(
      false,
    );
    expect(isUsableMailText("PASSWORD_RESET", { subject: "{{link}}!", body: "{{link}}" })).toBe(false);
    expect(isUsableMailText("PASSWORD_RESET", { subject: "Reset", body: "No link" })).toBe(false);
    expect(isUsableMailText("PASSWORD_RESET", { subject: "Reset {{name}}", body: "Here: {{link}}" })).toBe(true);
  });

  it("is the editor's rule on each field, naming the placeholders", () => {
    const result = mailTemplateFormSchema.safeParse({
      type: "INVITATION",
      language: "en",
      subject: "Hi <{{name}}>",
      body: "Join: https://evil.test/?u={{link}}",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.code])).toEqual([
      ["subject", "custom"],
      ["body", "custom"],
    ]);
  });
});
