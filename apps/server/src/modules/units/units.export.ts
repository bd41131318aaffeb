import type { Language, SkillStatus, UnitMatrix } from "@app/contract";
import { csv } from "../../lib/csv";
import { embedFont, grey, PDFDocument, writer } from "../../lib/pdf-text";

export interface MatrixExport {
  language: Language;
  company: string;
  matrix: UnitMatrix;
}

const texts = {
  en: {
    title: "Competence matrix",
    file: "Competence matrix",
    name: "Name",
    day: "Colours as of",
    skills: "Required skills",
    nobody: "No one is assigned to the unit.",
    noSkills: "The unit requires no skills.",
    status: { valid: "valid", expiring: "expiring", expired: "expired", missing: "missing" },
  },
  se: {
    title: "Kompetensmatris",
    file: "Kompetensmatris",
    name: "Namn",
    day: "Färger per",
    skills: "Krav på kompetens",
    nobody: "Ingen är tilldelad enheten.",
    noSkills: "Enheten kräver inga kompetenser.",
    status: { valid: "giltig", expiring: "går ut snart", expired: "utgången", missing: "saknas" },
  },
} satisfies Record<Language, unknown>;

/** A cell as a person reads it: the colour's word and, when the skill ends, its last day ("valid 2027-03-01"). */
const cellText = (language: Language, cell: { status: SkillStatus; validUntil: string | null }) =>
  [texts[language].status[cell.status], cell.status === "missing" ? null : cell.validUntil].filter(Boolean).join(" ");

/** The attachment's file name: "Competence matrix – <unit> <day>.csv". */
export const exportName = (input: MatrixExport, extension: "csv" | "pdf") =>
  `${texts[input.language].file} – ${input.matrix.unit.name} ${input.matrix.today}.${extension}`;

/** The matrix as CSV (lib/csv.ts): a header (Name and the skill names), then one line per assigned member. */
export function matrixCsv(input: MatrixExport): Buffer {
  const { matrix, language } = input;
  const lines = [
    [texts[language].name, ...matrix.skills.map((s) => s.name)],
    ...matrix.rows.map((row) => [row.user.name, ...row.cells.map((cell) => cellText(language, cell))]),
  ];
  return Buffer.from(csv(lines, { bom: true }), "utf8");
}

/** The matrix as a PDF: the unit, the day, then each assigned member with their skills' states. */
export async function matrixPdf(input: MatrixExport): Promise<Buffer> {
  const t = texts[input.language];
  const { matrix } = input;
  const doc = await PDFDocument.create();
  const line = writer(doc, await embedFont(doc));
  line(t.title, 16);
  line(matrix.unit.name, 13);
  line(`${input.company} · ${t.day} ${matrix.today}`, 10, grey);
  line(`${t.skills}: ${matrix.skills.map((s) => s.name).join(", ") || "–"}`, 9, undefined, true);
  if (matrix.skills.length === 0) line(t.noSkills, 9);
  if (matrix.rows.length === 0) line(t.nobody, 9);
  for (const row of matrix.rows) {
    line("");
    line(row.user.name, 11);
    matrix.skills.forEach((skill, index) => {
      const cell = row.cells[index];
      if (cell) line(`${skill.name}: ${cellText(input.language, cell)}`, 9, undefined, true);
    });
  }
  doc.setTitle(`${t.title}: ${matrix.unit.name}`);
  doc.setProducer("Workspace units");
  return Buffer.from(await doc.save());
}
