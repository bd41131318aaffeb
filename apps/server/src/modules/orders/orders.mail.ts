import type { Language, OrderStatus } from "@app/contract";

interface StatusValues {
  by: string;
  company: string;
  order: string;
  status: OrderStatus;
  link: string;
}

const statusNames: Record<Language, Record<OrderStatus, string>> = {
  en: {
    draft: "a draft",
    active: "active",
    inProgress: "in progress",
    reported: "reported",
    invoiced: "invoiced",
    cancelled: "cancelled",
  },
  se: {
    draft: "ett utkast",
    active: "aktiv",
    inProgress: "påbörjad",
    reported: "rapporterad",
    invoiced: "fakturerad",
    cancelled: "avbruten",
  },
};

const texts = {
  en: (v: StatusValues) => ({
    subject: `Order ${v.order} is ${statusNames.en[v.status]}`,
    text: `${v.by} (${v.company}) marked the order "${v.order}" ${statusNames.en[v.status]}.\n\nOpen it: ${v.link}\n`,
  }),
  se: (v: StatusValues) => ({
    subject: `Order ${v.order} är ${statusNames.se[v.status]}`,
    text: `${v.by} (${v.company}) har markerat ordern "${v.order}" som ${statusNames.se[v.status]}.\n\nÖppna den: ${v.link}\n`,
  }),
} satisfies Record<Language, unknown>;

/** The mail to an order's assigned member when its state changes, in their language. */
export const orderStatusMail = (language: Language, values: StatusValues) => texts[language](values);
