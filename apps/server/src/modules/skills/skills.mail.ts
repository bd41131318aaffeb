import type { Language } from "@app/contract";

interface ExpiryValues {
  /** The person whose skill it is. */
  person: string;
  skill: string;
  company: string;
  /** The valid-until date, YYYY-MM-DD. */
  date: string;
  /** The date has passed already (the skill was recorded late, or the notice days are few). */
  expired: boolean;
  link: string;
}

const texts = {
  en: {
    own: (v: ExpiryValues) => ({
      subject: `Your skill ${v.skill} ${v.expired ? "expired" : "expires"} on ${v.date}`,
      text: `Your skill "${v.skill}" (${v.company}) ${v.expired ? "was" : "is"} valid until ${v.date}. ${
        v.expired ? "Renew it as soon as you can." : "Renew it in time."
      }\n\nYour skills: ${v.link}\n`,
    }),
    manager: (v: ExpiryValues) => ({
      subject: `${v.person}: the skill ${v.skill} ${v.expired ? "expired" : "expires"} on ${v.date}`,
      text: `The skill "${v.skill}" of ${v.person}, who is assigned to a unit you manage (${v.company}), ${
        v.expired ? "was" : "is"
      } valid until ${v.date}.\n\nSkills: ${v.link}\n`,
    }),
  },
  se: {
    own: (v: ExpiryValues) => ({
      subject: `Din kompetens ${v.skill} ${v.expired ? "gick ut" : "går ut"} ${v.date}`,
      text: `Din kompetens "${v.skill}" (${v.company}) ${v.expired ? "gällde" : "gäller"} till och med ${v.date}. ${
        v.expired ? "Förnya den så snart du kan." : "Förnya den i tid."
      }\n\nDina kompetenser: ${v.link}\n`,
    }),
    manager: (v: ExpiryValues) => ({
      subject: `${v.person}: kompetensen ${v.skill} ${v.expired ? "gick ut" : "går ut"} ${v.date}`,
      text: `Kompetensen "${v.skill}" för ${v.person}, som är tilldelad en enhet du är ansvarig för (${v.company}), ${
        v.expired ? "gällde" : "gäller"
      } till och med ${v.date}.\n\nKompetenser: ${v.link}\n`,
    }),
  },
} satisfies Record<Language, unknown>;

/** The expiry notice of a person's skill, in the recipient's language: to the person, or to a unit's manager. */
export const expiryMail = (language: Language, to: "own" | "manager", values: ExpiryValues) =>
  texts[language][to](values);
