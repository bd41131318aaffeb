import type { Language } from "@app/contract";

/** The mails of e-sign, in the recipient's language (members: theirs; outside people: the one chosen for them, `outsideLanguage`). */
interface AskValues {
  /** The requester's name; null when their account is gone: the company asks. */
  requester: string | null;
  company: string;
  document: string;
  deadline: string;
  message: string;
  link: string;
}

interface CodeValues {
  code: string;
  document: string;
  minutes: number;
}

interface OutcomeValues {
  signer: string;
  document: string;
  reason: string;
}

/** Who asks: "Name (Company)", or the company alone. */
const asker = (v: AskValues) => (v.requester ? `${v.requester} (${v.company})` : v.company);

const texts = {
  en: {
    code: (v: CodeValues) => ({
      subject: `Your code to sign ${v.document}: ${v.code}`,
      text: `Your code is ${v.code}. It is valid for ${v.minutes} minutes and can be used once.\n\nIf you did not ask for it, ignore this mail.\n`,
    }),
    signed: (v: OutcomeValues) => ({
      subject: `${v.signer} signed ${v.document}`,
      text: `${v.signer} signed "${v.document}".\n`,
    }),
    declined: (v: OutcomeValues) => ({
      subject: `${v.signer} declined to sign ${v.document}`,
      text: `${v.signer} declined to sign "${v.document}". The request is closed.\n\nReason: ${v.reason}\n`,
    }),
    completed: (v: OutcomeValues) => ({
      subject: `Everyone has signed ${v.document}`,
      text: `Everyone asked has signed "${v.document}". The signed document is attached: the signatures, a certificate page with the audit trail, and the seal that shows any later change.\n`,
    }),
    expired: (v: OutcomeValues) => ({
      subject: `The deadline passed: ${v.document}`,
      text: `Not everyone signed "${v.document}" by the deadline, so the request is closed.\n`,
    }),
    ask: (v: AskValues) => ({
      subject: `${v.requester ?? v.company} asks you to sign ${v.document}`,
      text: `${asker(v)} asks you to sign the document "${v.document}" by ${v.deadline}.\n\n${
        v.message ? `${v.message}\n\n` : ""
      }Open the document and sign: ${v.link}\n`,
    }),
    remind: (v: AskValues) => ({
      subject: `Reminder: please sign ${v.document}`,
      text: `${asker(v)} is still waiting for your signature on "${v.document}" (deadline ${v.deadline}).\n\nOpen the document and sign: ${v.link}\n`,
    }),
  },
  se: {
    code: (v: CodeValues) => ({
      subject: `Din kod för att signera ${v.document}: ${v.code}`,
      text: `Din kod är ${v.code}. Den gäller i ${v.minutes} minuter och kan användas en gång.\n\nOm du inte bad om den kan du bortse från det här mejlet.\n`,
    }),
    signed: (v: OutcomeValues) => ({
      subject: `${v.signer} har signerat ${v.document}`,
      text: `${v.signer} har signerat "${v.document}".\n`,
    }),
    declined: (v: OutcomeValues) => ({
      subject: `${v.signer} avböjde att signera ${v.document}`,
      text: `${v.signer} avböjde att signera "${v.document}". Begäran är stängd.\n\nSkäl: ${v.reason}\n`,
    }),
    completed: (v: OutcomeValues) => ({
      subject: `Alla har signerat ${v.document}`,
      text: `Alla som ombads har signerat "${v.document}". Det signerade dokumentet bifogas: signaturerna, en intygssida med händelseloggen och förseglingen som visar varje senare ändring.\n`,
    }),
    expired: (v: OutcomeValues) => ({
      subject: `Tiden gick ut: ${v.document}`,
      text: `Alla signerade inte "${v.document}" före sista dagen, så begäran är stängd.\n`,
    }),
    ask: (v: AskValues) => ({
      subject: `${v.requester ?? v.company} ber dig signera ${v.document}`,
      text: `${asker(v)} ber dig signera dokumentet "${v.document}" senast ${v.deadline}.\n\n${
        v.message ? `${v.message}\n\n` : ""
      }Öppna dokumentet och signera: ${v.link}\n`,
    }),
    remind: (v: AskValues) => ({
      subject: `Påminnelse: signera ${v.document}`,
      text: `${asker(v)} väntar fortfarande på din signatur på "${v.document}" (senast ${v.deadline}).\n\nÖppna dokumentet och signera: ${v.link}\n`,
    }),
  },
} satisfies Record<Language, unknown>;

export const esignMail = (language: Language, kind: "ask" | "remind", values: AskValues) =>
  texts[language][kind](values);

export const codeMail = (language: Language, values: CodeValues) => texts[language].code(values);

export const outcomeMail = (
  language: Language,
  kind: "signed" | "declined" | "completed" | "expired",
  values: OutcomeValues,
) => texts[language][kind](values);
