import {
  CategoriesProperty,
  EmailProperty,
  FNProperty,
  KindProperty,
  NoteProperty,
  OrgProperty,
  parse,
  SpecialValueType,
  TelProperty,
  TextListType,
  TextType,
  TitleProperty,
  UIDProperty,
  URIType,
  VCARD,
} from "vcard4";

/** vCard 4 (RFC 6350) files of the address book, written and read with vcard4 (issue 45, item 5). */

export interface CardData {
  id?: string;
  kind: "person" | "organisation";
  name: string;
  organisation: string | null;
  role: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  tags: string[];
}

/** One card: FN, KIND, ORG, TITLE, TEL, EMAIL, NOTE, CATEGORIES and the entry's UID. */
export function toCard(entry: CardData): string {
  const properties = [
    new FNProperty([], new TextType(entry.name)),
    new KindProperty([], new SpecialValueType("kindproperty", entry.kind === "person" ? "individual" : "org")),
  ];
  if (entry.organisation) {
    properties.push(new OrgProperty([], new SpecialValueType("orgproperty", [new TextType(entry.organisation)])));
  }
  if (entry.role) properties.push(new TitleProperty([], new TextType(entry.role)));
  if (entry.phone) properties.push(new TelProperty([], new TextType(entry.phone)));
  if (entry.email) properties.push(new EmailProperty([], new TextType(entry.email)));
  if (entry.notes) properties.push(new NoteProperty([], new TextType(entry.notes)));
  if (entry.tags.length > 0) {
    properties.push(new CategoriesProperty([], new TextListType(entry.tags.map((tag) => new TextType(tag)))));
  }
  if (entry.id) properties.push(new UIDProperty([], new URIType(`urn:uuid:${entry.id}`)));
  return new VCARD(properties).repr();
}

export type ReadCard =
  | { ok: true; card: Omit<CardData, "id"> }
  | { ok: false; name: string | null; reason: "invalid" | "no-name"; message: string };

/** The cards of a file, each BEGIN:VCARD ... END:VCARD on its own. */
export function splitCards(text: string): string[] {
  const unfolded = text.replace(/^\uFEFF/, "").replace(/\r?\n/g, "\r\n");
  return unfolded.match(/BEGIN:VCARD\r\n[\s\S]*?END:VCARD(\r\n|$)/gi) ?? [];
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(" ") : value) ?? null;
const clean = (value: string | null, max: number) => {
  const text = value?.trim().slice(0, max) ?? "";
  return text === "" ? null : text;
};

/** A card read back: vCard 3.0 cards are read as 4.0 (what they share). */
export function readCard(text: string): ReadCard {
  const card = /\r\n$/.test(text) ? text : `${text}\r\n`;
  const asFour = card.replace(/^VERSION:(2\.1|3\.0)\r$/m, "VERSION:4.0\r");
  const fn = /^FN[;:](?:[^:\r\n]*:)?(.*)$/im.exec(card)?.[1]?.trim() ?? null;
  if (!fn) return { ok: false, name: null, reason: "no-name", message: "The card has no name (FN)." };
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(asFour);
  } catch (error) {
    return { ok: false, name: fn, reason: "invalid", message: error instanceof Error ? error.message : "Not a vCard" };
  }
  const one = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!one) return { ok: false, name: fn, reason: "invalid", message: "Not a vCard" };
  const value = (property: string) => first(one.getProperty(property)[0]?.value);
  const name = clean(value("FN"), 200);
  if (!name) return { ok: false, name: null, reason: "no-name", message: "The card has no name (FN)." };
  const kind = value("KIND")?.toLowerCase() === "org" ? "organisation" : "person";
  const organisation = clean(value("ORG")?.replace(/;/g, " ") ?? null, 200);
  const phone = clean(value("TEL")?.replace(/^tel:/i, "") ?? null, 40);
  const email = clean(
    value("EMAIL")
      ?.replace(/^mailto:/i, "")
      .toLowerCase() ?? null,
    254,
  );
  const categories = one.getProperty("CATEGORIES").flatMap((p) => (Array.isArray(p.value) ? p.value : [p.value]));
  const tags = [...new Set(categories.map((tag) => tag.trim().slice(0, 40)).filter(Boolean))].slice(0, 20);
  return {
    ok: true,
    card: {
      kind,
      name,
      organisation,
      role: clean(value("TITLE") ?? value("ROLE"), 120),
      phone,
      email,
      notes: value("NOTE")?.slice(0, 5000) ?? "",
      tags,
    },
  };
}
