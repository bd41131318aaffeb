import type { InvestigationTemplate, QuestionType, TemplateInput } from "@app/contract";
import type { UseFormReturnType } from "@mantine/form";
import { randomId } from "@mantine/hooks";

/** A line of a list in the editor (a choice, a checklist line), with a key of its own for React. */
export interface LineDraft {
  key: string;
  text: string;
}

export interface QuestionDraft {
  key: string;
  id?: string;
  text: string;
  type: QuestionType;
  choices: LineDraft[];
}

export interface SectionDraft {
  key: string;
  id?: string;
  title: string;
  questions: QuestionDraft[];
}

/** The template editor's values: the template as PUT takes it, lists keyed for React, the period as typed. */
export interface TemplateDraft {
  name: string;
  description: string;
  sections: SectionDraft[];
  checklist: LineDraft[];
  /** Days, or "" for none (as the number field gives it). */
  periodDays: number | string;
  requiresApproval: boolean;
  version?: number;
}

export type TemplateForm = UseFormReturnType<TemplateDraft>;

export const newLine = (text = ""): LineDraft => ({ key: randomId(), text });
export const newQuestion = (): QuestionDraft => ({ key: randomId(), text: "", type: "text", choices: [] });
export const newSection = (): SectionDraft => ({ key: randomId(), title: "", questions: [newQuestion()] });

/** The editor's start: the template as read, or an empty one with a first section. */
export function toDraft(template: InvestigationTemplate | null): TemplateDraft {
  if (!template) {
    return {
      name: "",
      description: "",
      sections: [newSection()],
      checklist: [],
      periodDays: "",
      requiresApproval: false,
    };
  }
  return {
    name: template.name,
    description: template.description,
    sections: template.sections.map((section) => ({
      key: section.id,
      id: section.id,
      title: section.title,
      questions: section.questions.map((question) => ({
        key: question.id,
        id: question.id,
        text: question.text,
        type: question.type,
        choices: question.choices.map((choice) => newLine(choice)),
      })),
    })),
    checklist: template.checklist.map((line) => newLine(line)),
    periodDays: template.periodDays ?? "",
    requiresApproval: template.requiresApproval,
    version: template.version,
  };
}

/** What POST and PUT take (templateInputSchema), with the ids of the sections and questions kept. */
export function toInput(draft: TemplateDraft): TemplateInput {
  return {
    name: draft.name,
    description: draft.description,
    sections: draft.sections.map((section) => ({
      id: section.id,
      title: section.title,
      questions: section.questions.map((question) => ({
        id: question.id,
        text: question.text,
        type: question.type,
        choices: question.type === "choice" ? question.choices.map((choice) => choice.text) : [],
      })),
    })),
    checklist: draft.checklist.map((line) => line.text),
    periodDays: typeof draft.periodDays === "number" ? draft.periodDays : null,
    requiresApproval: draft.requiresApproval,
    version: draft.version,
  };
}
