import type { Language } from "@app/contract";

/** The mails of e-sign, in the recipient's language (members: theirs; outside people: the requester's). */
interface AskValues {
  requester: string;
  company: string;
  document: string;
  deadline: string;
  message: string;
  link: string;
}

const texts = {
  en: {
    ask: (v: AskValues) => ({
      subject: `${v.requester} asks you to sign ${v.document}`,
      text: `${v.requester} (${v.company}) asks you to sign the document "${v.document}" by ${v.deadline}.\n\n${
        v.message ? `${v.message}\n\n` : ""
      }Open the document and sign: ${v.link}\n`,
    }),
    remind: (v: AskValues) => ({
      subject: `Reminder: please sign ${v.document}`,
      text: `${v.requester} (${v.company}) is still waiting for your signature on "${v.document}" (deadline ${v.deadline}).\n\nOpen the document and sign: ${v.link}\n`,
    }),
  },
  se: {
    ask: (v: AskValues) => ({
      subject: `${v.requester} ber dig signera ${v.document}`,
      text: `${v.requester} (${v.company}) ber dig signera dokumentet "${v.document}" senast ${v.deadline}.\n\n${
        v.message ? `${v.message}\n\n` : ""
      }Öppna dokumentet och signera: ${v.link}\n`,
    }),
    remind: (v: AskValues) => ({
      subject: `Påminnelse: signera ${v.document}`,
      text: `${v.requester} (${v.company}) väntar fortfarande på din signatur på "${v.document}" (senast ${v.deadline}).\n\nÖppna dokumentet och signera: ${v.link}\n`,
    }),
  },
} satisfies Record<Language, unknown>;

export const esignMail = (language: Language, kind: "ask" | "remind", values: AskValues) =>
  texts[language][kind](values);
