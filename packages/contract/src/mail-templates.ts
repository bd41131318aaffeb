import { z } from "zod/mini";
import { type Language, languageSchema } from "./users";

/** The mails the product sends that a company may word itself. */
export const mailTemplateTypes = ["INVITATION", "PASSWORD_RESET", "LOGIN_CODE", "REMINDER_DUE", "BUDNING"] as const;
export const mailTemplateTypeSchema = z.enum(mailTemplateTypes);
export type MailTemplateType = z.infer<typeof mailTemplateTypeSchema>;

/** The placeholders each mail fills in, written `{{name}}` in a subject or body. */
export const mailTemplatePlaceholders = {
  INVITATION: ["companyName", "inviterName", "name", "link"],
  PASSWORD_RESET: ["name", "link", "minutes"],
  LOGIN_CODE: ["name", "code", "minutes"],
  REMINDER_DUE: ["name", "title", "objectName", "companyName", "date"],
  BUDNING: ["name", "companyName", "visitType", "plantName", "address", "visitDate", "timeWindow", "rebook"],
} as const satisfies Record<MailTemplateType, readonly string[]>;

/** Placeholders a company's body must keep, or the mail would be useless (no link, no code). */
export const mailTemplateRequiredPlaceholders = {
  INVITATION: ["link"],
  PASSWORD_RESET: ["link"],
  LOGIN_CODE: ["code"],
  REMINDER_DUE: [],
  BUDNING: ["visitDate", "timeWindow"],
} as const satisfies Record<MailTemplateType, readonly string[]>;

/** The required placeholders a body lacks. */
export function missingPlaceholders(type: MailTemplateType, body: string): string[] {
  return mailTemplateRequiredPlaceholders[type].filter((name) => !new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(body));
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
/** A word: what stands between spaces, tabs and line breaks (and nothing else: a mail client links across any other character). */
const WORD = /[^ \t\r\n]+/g;
/** A word that reads as an address, an attribute or markup once its placeholders are filled in. */
const ADDRESS_OR_MARKUP = /[<>=/\\@[\]`]|[.:][\p{L}\p{N}]/u;

/**
 * The placement rule of a mail template's subject and body, the same in the editor and the server
 * (docs/security.md, "Mail templates"): the product writes the security-sensitive link itself, and
 * a template cannot carry it, or another value, to an address of its own.
 * - `{{link}}` stands as a word of its own: at the start of the text or after a space, tab or line
 *   break, and followed by one or by the end. Refused: `https://x/?u={{link}}`, `<a href="{{link}}">`,
 *   `[x]({{link}})`, `{{link}}abc`, `({{link}})`, `{{link}}.`.
 * - No other placeholder stands in a word that reads as an address, an attribute or markup: one
 *   holding `< > = / \ @ [ ] \`` or a dot or colon followed by a letter or digit. Refused:
 *   `https://x/?n={{name}}`, `<b>{{name}}</b>`, `{{code}}.example.com`, `mailto:{{name}}`; kept:
 *   `"{{title}}"`, `({{companyName}})`, `{{code}}.`, `{{companyName}}s`.
 * Spaces inside the braces do not count (`{{ link }}` is `{{link}}`). Returns the names of the
 * misplaced placeholders, once each, in the order they first appear.
 */
export function misplacedPlaceholders(text: string): string[] {
  const misplaced = new Set<string>();
  for (const [word] of text.replace(PLACEHOLDER, "{{$1}}").matchAll(WORD)) {
    const names = [...word.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    if (names.length === 0 || (names.length === 1 && word === `{{${names[0]}}}`)) continue;
    const suspect = ADDRESS_OR_MARKUP.test(word.replace(PLACEHOLDER, "x"));
    for (const name of names) if (name === "link" || suspect) misplaced.add(name);
  }
  return [...misplaced];
}

/**
 * Whether a company's stored wording may be sent as written: every required placeholder there and
 * none misplaced. A template stored before the rule that breaks it is not used (the mail goes out
 * in the default wording) and is marked `unsafe` for its administrators.
 */
export function isUsableMailText(type: MailTemplateType, text: MailText): boolean {
  return (
    missingPlaceholders(type, text.body).length === 0 &&
    misplacedPlaceholders(text.subject).length === 0 &&
    misplacedPlaceholders(text.body).length === 0
  );
}

/** Example values for the preview. */
export const mailTemplateSampleValues: Record<Language, Record<string, string>> = {
  en: {
    companyName: "Example Ltd",
    inviterName: "Anna Andersson",
    name: "Erik Ek",
    link: "https://example.com/link",
    minutes: "60",
    code: "123456",
    title: "Renew the insurance",
    objectName: "Insurance policy",
    date: "2025-01-31",
    visitType: "chimney sweeping",
    plantName: "Oil boiler",
    address: "Storgatan 1, 211 20 Malmö",
    visitDate: "2025-02-14",
    timeWindow: "08:00–12:00",
    rebook: "040-123 45 or info@example.com",
  },
  se: {
    companyName: "Exempel AB",
    inviterName: "Anna Andersson",
    name: "Erik Ek",
    link: "https://example.com/link",
    minutes: "60",
    code: "123456",
    title: "Förnya försäkringen",
    objectName: "Försäkringsbrev",
    date: "2025-01-31",
    visitType: "sotning",
    plantName: "Oljepanna",
    address: "Storgatan 1, 211 20 Malmö",
    visitDate: "2025-02-14",
    timeWindow: "08:00–12:00",
    rebook: "040-123 45 eller info@exempel.se",
  },
};

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 10_000;

export interface MailText {
  subject: string;
  body: string;
}

/** The product's own wording, used when a company has no template of its own. */
export const defaultMailTemplates: Record<MailTemplateType, Record<Language, MailText>> = {
  INVITATION: {
    se: {
      subject: "Inbjudan till {{companyName}}",
      body: "Hej {{name}}!\n\n{{inviterName}} har bjudit in dig till {{companyName}}.\nÖppna länken för att gå med: {{link}}",
    },
    en: {
      subject: "Invitation to {{companyName}}",
      body: "Hi {{name}},\n\n{{inviterName}} has invited you to {{companyName}}.\nOpen the link to join: {{link}}",
    },
  },
  PASSWORD_RESET: {
    se: {
      subject: "Återställ ditt lösenord",
      body: "Hej {{name}}!\n\nÖppna den här länken inom {{minutes}} minuter för att välja ett nytt lösenord: {{link}}",
    },
    en: {
      subject: "Reset your password",
      body: "Hi {{name}},\n\nOpen this link within {{minutes}} minutes to choose a new password: {{link}}",
    },
  },
  LOGIN_CODE: {
    se: {
      subject: "Din inloggningskod",
      body: "Din inloggningskod är {{code}}. Den gäller i {{minutes}} minuter.",
    },
    en: {
      subject: "Your sign-in code",
      body: "Your sign-in code is {{code}}. It is valid for {{minutes}} minutes.",
    },
  },
  REMINDER_DUE: {
    se: {
      subject: "Påminnelse: {{title}}",
      body: 'Påminnelsen "{{title}}" för {{objectName}} ({{companyName}}) har kommit.',
    },
    en: {
      subject: "Reminder: {{title}}",
      body: 'The reminder "{{title}}" on {{objectName}} ({{companyName}}) is due.',
    },
  },
  BUDNING: {
    se: {
      subject: "Besök för {{visitType}} {{visitDate}}",
      body: "Hej {{name}}!\n\n{{companyName}} kommer för {{visitType}} av {{plantName}} på {{address}} den {{visitDate}} mellan {{timeWindow}}.\n\nPassar tiden inte? Boka om: {{rebook}}.",
    },
    en: {
      subject: "Visit for {{visitType}} on {{visitDate}}",
      body: "Hello {{name}},\n\n{{companyName}} will come for {{visitType}} of {{plantName}} at {{address}} on {{visitDate}} between {{timeWindow}}.\n\nDoes the time not suit you? Rebook: {{rebook}}.",
    },
  },
};

/**
 * Replaces `{{name}}` (spaces inside the braces allowed) with values[name] as plain text.
 * Nothing is evaluated; a placeholder without a value stays as written.
 */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Fills a subject and body; a subject stays on one line whatever the values hold. */
export function renderMailText(text: MailText, values: Record<string, string>): { subject: string; text: string } {
  return {
    subject: fillPlaceholders(text.subject, values).replace(/[\r\n]+/g, " "),
    text: fillPlaceholders(text.body, values),
  };
}

/** The table stores Swedish as `sv`; the API and users say `se`. */
export type MailTemplateDbLanguage = "sv" | "en";
export const toMailDbLanguage = (language: Language): MailTemplateDbLanguage => (language === "se" ? "sv" : "en");
export const fromMailDbLanguage = (language: MailTemplateDbLanguage): Language => (language === "sv" ? "se" : "en");

export const mailTemplateSchema = z.object({
  id: z.uuid(),
  type: mailTemplateTypeSchema,
  language: languageSchema,
  subject: z.string(),
  body: z.string(),
  /** Stored before the placement rule and breaking it (isUsableMailText): mails use the default wording until it is saved again. */
  unsafe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

export const MAIL_TEMPLATE_PAGE_SIZE = 21;

export const mailTemplateQuerySchema = z.object({
  companyId: z.uuid(),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), MAIL_TEMPLATE_PAGE_SIZE),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
});

/** The built-in default: GET /companies/mail-templates/default?type=&lang=. */
export const defaultMailTemplateQuerySchema = z.object({
  type: mailTemplateTypeSchema,
  lang: languageSchema,
});

const subjectSchema = z.string().check(
  z.trim(),
  z.minLength(1, "Required"),
  z.maxLength(MAIL_SUBJECT_MAX),
  z.refine((v) => !/[\r\n]/.test(v), "The subject must be one line"),
);
const bodySchema = z.string().check(z.trim(), z.minLength(1, "Required"), z.maxLength(MAIL_BODY_MAX));

export const createMailTemplateSchema = z
  .object({
    type: mailTemplateTypeSchema,
    language: languageSchema,
    subject: subjectSchema,
    body: bodySchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      const missing = missingPlaceholders(value.type, value.body);
      if (missing.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["body"],
          message: `The body must contain ${missing.map((name) => `{{${name}}}`).join(", ")}`,
        });
      }
    }),
  );
export type CreateMailTemplateBody = z.infer<typeof createMailTemplateSchema>;

export const updateMailTemplateSchema = z.object({ subject: subjectSchema, body: bodySchema });
export type UpdateMailTemplateBody = z.infer<typeof updateMailTemplateSchema>;

/**
 * The editor's rules: the API's, and the placement rule of each field as a custom issue with
 * `params.placeholders` (the API refuses it with MAIL_TEMPLATE_UNSAFE_PLACEHOLDER).
 */
export const mailTemplateFormSchema = createMailTemplateSchema.check(
  z.superRefine((value, ctx) => {
    for (const field of ["subject", "body"] as const) {
      const placeholders = misplacedPlaceholders(value[field]);
      if (placeholders.length > 0) {
        ctx.addIssue({ code: "custom", path: [field], message: "misplaced placeholder", params: { placeholders } });
      }
    }
  }),
);

/** The built-in default of one type and language. */
export const defaultMailTemplateSchema = z.object({
  type: mailTemplateTypeSchema,
  language: languageSchema,
  subject: z.string(),
  body: z.string(),
  placeholders: z.array(z.string()),
});
export type DefaultMailTemplate = z.infer<typeof defaultMailTemplateSchema>;

export const previewMailTemplateSchema = z.object({
  type: mailTemplateTypeSchema,
  language: languageSchema,
  subject: z.string().check(z.maxLength(MAIL_SUBJECT_MAX)),
  body: z.string().check(z.maxLength(MAIL_BODY_MAX)),
});
export type PreviewMailTemplateBody = z.infer<typeof previewMailTemplateSchema>;

export const mailPreviewSchema = z.object({ subject: z.string(), text: z.string() });
export type MailPreview = z.infer<typeof mailPreviewSchema>;

/** The preview of a subject and body with the sample values of the language. */
export function previewMail(input: PreviewMailTemplateBody): MailPreview {
  return renderMailText(input, mailTemplateSampleValues[input.language]);
}
