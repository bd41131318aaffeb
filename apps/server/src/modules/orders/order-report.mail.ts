import type { Language } from "@app/contract";

interface ReportValues {
  company: string;
  order: string;
  number: number;
}

const texts = {
  en: (v: ReportValues) => ({
    subject: `Order report ${v.number}: ${v.order}`,
    text: `Hello,\n\nthe order report of "${v.order}" (order ${v.number}) is attached.\n\nKind regards,\n${v.company}\n`,
  }),
  se: (v: ReportValues) => ({
    subject: `Orderrapport ${v.number}: ${v.order}`,
    text: `Hej,\n\nbifogat finns orderrapporten för "${v.order}" (order ${v.number}).\n\nVänliga hälsningar,\n${v.company}\n`,
  }),
} satisfies Record<Language, unknown>;

/** The mail carrying the order report PDF to the customer, in the report's language. */
export const orderReportMail = (language: Language, values: ReportValues) => texts[language](values);
