import type { Language } from "@app/contract";

/** The path of the app that opens a task: its company's calendar with the task open. */
export const taskLink = (companyId: string, taskId: string) => `/calendar/${companyId}?task=${taskId}`;

interface TaskMailValues {
  title: string;
  company: string;
  /** Who added the member (assigned mails). */
  by?: string;
  /** YYYY-MM-DD and HH:MM, when the task has them. */
  dueDate: string | null;
  dueTime: string | null;
  link: string;
}

const when = (v: TaskMailValues, none: string) =>
  v.dueDate ? `${v.dueDate}${v.dueTime ? ` ${v.dueTime}` : ""}` : none;

const texts = {
  en: {
    assigned: (v: TaskMailValues) => ({
      subject: `New task: ${v.title}`,
      text: `${v.by ?? "Someone"} added you to the task "${v.title}" (${v.company}), due ${when(v, "no date")}.\n\nOpen it: ${v.link}\n`,
    }),
    due: (v: TaskMailValues) => ({
      subject: `Task due: ${v.title}`,
      text: `The task "${v.title}" (${v.company}) is due ${when(v, "now")}.\n\nOpen it: ${v.link}\n`,
    }),
  },
  se: {
    assigned: (v: TaskMailValues) => ({
      subject: `Ny uppgift: ${v.title}`,
      text: `${v.by ?? "Någon"} har lagt till dig i uppgiften "${v.title}" (${v.company}), klar senast ${when(v, "inget datum")}.\n\nÖppna den: ${v.link}\n`,
    }),
    due: (v: TaskMailValues) => ({
      subject: `Uppgift att göra: ${v.title}`,
      text: `Uppgiften "${v.title}" (${v.company}) ska vara klar ${when(v, "nu")}.\n\nÖppna den: ${v.link}\n`,
    }),
  },
} satisfies Record<Language, unknown>;

/** A task mail in the recipient's language: added to a task, or a task that is due. */
export const taskMail = (language: Language, kind: "assigned" | "due", values: TaskMailValues) =>
  texts[language][kind](values);
