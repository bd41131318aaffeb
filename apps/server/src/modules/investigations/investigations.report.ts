import type { Checklist, Investigation, Language, Notice, Publication } from "@app/contract";
import { embedFont, grey, PDFDocument, writer } from "../../lib/pdf-text";

export interface ReportInput {
  language: Language;
  company: string;
  publication: Publication;
  investigation: Investigation;
  checklist: Checklist;
  actions: Notice[];
}

const texts = {
  en: {
    title: "Investigation report",
    number: "No.",
    status: { open: "Open", inProgress: "In progress", closed: "Closed" },
    template: "Template",
    endDate: "End date",
    created: "Created",
    closed: "Closed by",
    investigators: "Investigators",
    none: "–",
    noAnswer: "(no answer)",
    answeredBy: "answered by",
    yes: "Yes",
    no: "No",
    checklist: "Checklist",
    done: "done of",
    doneBy: "done by",
    due: "due",
    actions: "Actions",
    manager: "manager",
    completed: "completed",
  },
  se: {
    title: "Utredningsrapport",
    number: "Nr",
    status: { open: "Öppen", inProgress: "Pågår", closed: "Stängd" },
    template: "Mall",
    endDate: "Slutdatum",
    created: "Skapad",
    closed: "Stängd av",
    investigators: "Utredare",
    none: "–",
    noAnswer: "(inget svar)",
    answeredBy: "besvarad av",
    yes: "Ja",
    no: "Nej",
    checklist: "Checklista",
    done: "klara av",
    doneBy: "klarmarkerad av",
    due: "senast",
    actions: "Åtgärder",
    manager: "ansvarig",
    completed: "klar",
  },
} satisfies Record<Language, unknown>;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "–");
const time = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "–");

/**
 * The investigation as a PDF: its facts, investigators, every question with its answer, the
 * checklist and the actions (the object's reminders), in the reader's language.
 */
export async function investigationReport(input: ReportInput): Promise<Buffer> {
  const t = texts[input.language];
  const { publication: object, investigation, checklist } = input;
  const doc = await PDFDocument.create();
  const line = writer(doc, await embedFont(doc));
  line(t.title, 16);
  line(`${object.name} (${t.number} ${object.objectNumber})`, 13);
  line(`${input.company} · ${t.status[investigation.status]}`, 10, grey);
  line(`${t.template}: ${investigation.template?.name ?? t.none}`, 9);
  line(`${t.endDate}: ${day(object.periodDate)}   ${t.created}: ${day(object.createdAt)}`, 9);
  if (investigation.closedAt)
    line(`${t.closed}: ${investigation.closedBy?.name ?? t.none}, ${time(investigation.closedAt)}`, 9);
  line(
    `${t.investigators}: ${investigation.investigators.map((i) => i.user.name).join(", ") || t.none}`,
    9,
    undefined,
    true,
  );
  for (const section of investigation.sections) {
    line("");
    line(section.title, 12);
    for (const question of section.questions) {
      line(question.text, 10, undefined, true);
      const answer =
        question.answer === null
          ? t.noAnswer
          : question.type === "yesNo"
            ? t[question.answer as "yes" | "no"]
            : question.answer;
      line(answer, 9, undefined, true);
      if (question.answeredBy)
        line(`${t.answeredBy} ${question.answeredBy.name}, ${time(question.answeredAt)}`, 7, grey);
    }
  }
  if (checklist.items.length > 0) {
    const done = checklist.items.filter((item) => item.done).length;
    line("");
    line(`${t.checklist} (${done} ${t.done} ${checklist.items.length})`, 12);
    for (const item of checklist.items) {
      const who = [
        item.assignee?.name,
        item.dueDate && `${t.due} ${item.dueDate}`,
        item.done && `${t.doneBy} ${item.doneBy?.name ?? t.none} ${time(item.doneAt)}`,
      ].filter(Boolean);
      line(`${item.done ? "☑" : "☐"} ${item.text}${who.length ? ` — ${who.join(", ")}` : ""}`, 9, undefined, true);
    }
  }
  if (input.actions.length > 0) {
    line("");
    line(t.actions, 12);
    for (const action of input.actions) {
      const who = [
        action.reminderAt,
        action.manager && `${t.manager} ${action.manager.name}`,
        action.assignees.map((a) => a.name).join(", "),
        action.status && t.completed,
      ].filter(Boolean);
      line(`${action.status ? "☑" : "☐"} ${action.title} — ${who.join(", ")}`, 9, undefined, true);
    }
  }
  doc.setTitle(`${t.title}: ${object.name}`);
  doc.setProducer("Workspace investigations");
  return Buffer.from(await doc.save());
}
