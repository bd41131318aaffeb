import type { Language } from "@app/contract";

/** The mails of certify flows, in the recipient's language. */
interface AskValues {
  requester: string;
  company: string;
  object: string;
  message: string;
  link: string;
}

interface OutcomeValues {
  /** Approved: everyone who approved; rejected: who rejected. */
  who: string;
  object: string;
  comment: string;
  link: string;
}

const texts = {
  en: {
    ask: (v: AskValues) => ({
      subject: `${v.requester} asks you to approve ${v.object}`,
      text: `${v.requester} (${v.company}) asks you to approve "${v.object}" as it stands now.\n\n${
        v.message ? `${v.message}\n\n` : ""
      }Open it to approve or reject: ${v.link}\n`,
    }),
    approved: (v: OutcomeValues) => ({
      subject: `Approved: ${v.object}`,
      text: `"${v.object}" is approved by ${v.who}.\n\n${v.comment ? `Comment: ${v.comment}\n\n` : ""}Open it: ${v.link}\n`,
    }),
    rejected: (v: OutcomeValues) => ({
      subject: `${v.who} rejected ${v.object}`,
      text: `${v.who} rejected "${v.object}". The approval flow is closed.\n\nComment: ${v.comment}\n\nOpen it: ${v.link}\n`,
    }),
  },
  se: {
    ask: (v: AskValues) => ({
      subject: `${v.requester} ber dig godkänna ${v.object}`,
      text: `${v.requester} (${v.company}) ber dig godkänna "${v.object}" som det ser ut nu.\n\n${
        v.message ? `${v.message}\n\n` : ""
      }Öppna det för att godkänna eller avslå: ${v.link}\n`,
    }),
    approved: (v: OutcomeValues) => ({
      subject: `Godkänt: ${v.object}`,
      text: `"${v.object}" är godkänt av ${v.who}.\n\n${v.comment ? `Kommentar: ${v.comment}\n\n` : ""}Öppna det: ${v.link}\n`,
    }),
    rejected: (v: OutcomeValues) => ({
      subject: `${v.who} avslog ${v.object}`,
      text: `${v.who} avslog "${v.object}". Godkännandeflödet är stängt.\n\nKommentar: ${v.comment}\n\nÖppna det: ${v.link}\n`,
    }),
  },
} satisfies Record<Language, unknown>;

export const askMail = (language: Language, values: AskValues) => texts[language].ask(values);

export const outcomeMail = (language: Language, kind: "approved" | "rejected", values: OutcomeValues) =>
  texts[language][kind](values);
