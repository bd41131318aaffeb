import { allPermissions, type EnabledFeatures, type TemplateInput, templateInputSchema } from "@app/contract";
import type { Config } from "../config";
import { getChecklist, saveChecklist } from "../modules/checklists/checklists.service";
import {
  addInvestigator,
  createInvestigation,
  createTemplate,
  getInvestigation,
  saveAnswer,
  setStatus,
} from "../modules/investigations/investigations.service";
import type { Database } from "./client";
import { demoTenant, quietRealtime } from "./seed-support";

const incident: TemplateInput = {
  name: "Incident",
  description: "Olycka, tillbud eller avvikelse i verksamheten",
  sections: [
    {
      title: "Vad hände",
      questions: [
        { text: "Beskriv händelsen", type: "text" },
        { text: "Skadades någon?", type: "yesNo" },
        { text: "Allvarlighetsgrad", type: "choice", choices: ["Låg", "Medel", "Hög"] },
        { text: "När inträffade det?", type: "date" },
      ],
    },
    {
      title: "Orsak och åtgärd",
      questions: [
        { text: "Vad var grundorsaken?", type: "text" },
        { text: "Behövs rutinen ändras?", type: "yesNo" },
      ],
    },
  ],
  checklist: ["Säkra platsen", "Informera skyddsombudet", "Dokumentera med foton"],
  periodDays: 14,
  requiresApproval: false,
};

const audit: TemplateInput = {
  name: "Internrevision",
  description: "Årlig internrevision enligt ledningssystemet",
  sections: [
    {
      title: "Omfattning",
      questions: [
        { text: "Vilken process granskas?", type: "choice", choices: ["Inköp", "Produktion", "Leverans"] },
        { text: "Revisionsdatum", type: "date" },
      ],
    },
    {
      title: "Resultat",
      questions: [
        { text: "Följs rutinerna?", type: "yesNo" },
        { text: "Iakttagelser", type: "text" },
      ],
    },
  ],
  checklist: ["Boka revisionsmöte", "Samla in dokumentation", "Skicka rapport till ledningen"],
  periodDays: 30,
  requiresApproval: true,
};

/**
 * Investigations in the demo company, made through the services as users would: two Swedish
 * templates, and an investigation open, one in progress with an investigator and a checklist half
 * done, and one closed.
 */
export async function seedInvestigations(
  db: Database,
  options: { config: Config },
  company: { companyId: string; admin: string; colleague: string; features: EnabledFeatures },
) {
  const admin = demoTenant(db, company)(company.admin, allPermissions);
  const deps = { config: options.config, realtime: quietRealtime, mail: async () => {} };
  const templateId = (await admin.run((tx) => createTemplate(tx, admin, templateInputSchema.parse(incident)))).id;
  await admin.run((tx) => createTemplate(tx, admin, templateInputSchema.parse(audit)));

  /** A new investigation from the incident template, with these answers by question order. */
  const investigation = (name: string, answers: (string | null)[]) =>
    admin.run(async (tx) => {
      const made = await createInvestigation(tx, admin, { name, templateId, groupId: null });
      const questions = (await getInvestigation(tx, admin, made.id)).sections.flatMap((s) => s.questions);
      for (const [index, answer] of answers.entries()) {
        const question = questions[index];
        if (question && answer !== null) await saveAnswer(tx, admin, made.id, { questionId: question.id, answer });
      }
      return made.id;
    });

  await investigation("Tillbud: halkolycka i lagret", ["Medarbetare halkade på spill vid lastkajen", "no"]);
  const ongoing = await investigation("Skada vid truckkörning", [
    "Trucken backade in i en pall",
    "yes",
    "Medel",
    "2026-11-18",
  ]);
  await admin.run(async (tx) => {
    await setStatus(tx, admin, ongoing, "inProgress");
    await addInvestigator(tx, deps, admin, { publicationId: ongoing, userId: company.colleague });
    const checklist = await getChecklist(tx, admin, ongoing);
    const items = checklist.items.map((item, index) => ({
      id: item.id,
      text: item.text,
      assigneeId: item.assignee?.id ?? null,
      dueDate: item.dueDate,
      done: index === 0,
    }));
    await saveChecklist(tx, admin, { publicationId: ongoing, version: checklist.version, items });
  });
  const done = await investigation("Brand i soprum", [
    "Rökutveckling i soprummet, släckt med handbrandsläckare",
    "no",
    "Låg",
    "2026-10-02",
    "Fimp i sopkärl",
    "yes",
  ]);
  await admin.run((tx) => setStatus(tx, admin, done, "closed"));
}
