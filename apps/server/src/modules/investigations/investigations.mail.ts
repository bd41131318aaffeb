import type { Language } from "@app/contract";

interface InvestigatorValues {
  by: string;
  company: string;
  investigation: string;
  link: string;
}

const texts = {
  en: (v: InvestigatorValues) => ({
    subject: `You investigate ${v.investigation}`,
    text: `${v.by} (${v.company}) added you as an investigator of "${v.investigation}".\n\nOpen it: ${v.link}\n`,
  }),
  se: (v: InvestigatorValues) => ({
    subject: `Du utreder ${v.investigation}`,
    text: `${v.by} (${v.company}) har lagt till dig som utredare av "${v.investigation}".\n\nÖppna den: ${v.link}\n`,
  }),
} satisfies Record<Language, unknown>;

/** The mail to a member added as an investigator, in their language. */
export const investigatorMail = (language: Language, values: InvestigatorValues) => texts[language](values);
