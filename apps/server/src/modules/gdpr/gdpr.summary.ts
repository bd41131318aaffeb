import { type Language, type Permission, permissionLabel } from "@app/contract";
import type { GdprData, Party } from "./gdpr.data";

/**
 * index.html of a GDPR export: a readable summary of data.json in the person's language, one
 * self-contained page (no scripts, no outside resources). Every value is escaped.
 */

const texts = {
  en: {
    lang: "en",
    title: (name: string) => `Personal data about ${name}`,
    intro: (company: string, at: string) =>
      `What ${company} holds about you in this workspace, as of ${at}. The complete data is in data.json in the same archive; certificates are in the folder certificates.`,
    profile: "Profile",
    name: "Name",
    email: "Email",
    phone: "Phone",
    language: "Language",
    created: "Account created",
    avatar: "Profile picture",
    avatarFile: "avatar (in the archive)",
    membership: "Membership",
    type: "Type",
    since: "Member since",
    types: { DEFAULT: "Full user", GUEST: "Limited user" } as Record<string, string>,
    webBlocked: "Web sign-in blocked",
    permissions: "Permissions",
    tags: "Tags",
    roles: "Roles",
    groups: "Groups",
    units: "Units",
    unitManager: "manager",
    skills: "Skills",
    skill: "Skill",
    achieved: "Achieved",
    validUntil: "Valid until",
    certificate: "Certificate",
    tasks: "Tasks",
    reminders: "Reminders",
    titleCol: "Title",
    object: "Object",
    due: "Due",
    done: "Done",
    role: "Your part",
    creator: "created",
    member: "member",
    manager: "manager",
    assignee: "assigned",
    comments: "Comments you wrote",
    date: "Date",
    text: "Text",
    files: "Files you uploaded",
    file: "File",
    size: "Size",
    place: "Where",
    signatures: "E-signatures",
    document: "Document",
    status: "Status",
    notifications: "Notifications to you",
    notificationType: "Kind",
    audit: "Audit log events about you or by you",
    action: "Action",
    what: "What",
    by: "By",
    yes: "yes",
    no: "no",
    none: "None.",
    parties: {
      self: "you",
      anotherMember: "another member",
      apiToken: "an API token",
      outsidePerson: "a person outside the company",
      nobody: "the system",
    } satisfies Record<Party, string>,
  },
  se: {
    lang: "sv",
    title: (name: string) => `Personuppgifter om ${name}`,
    intro: (company: string, at: string) =>
      `Det här har ${company} om dig i arbetsytan, per ${at}. Alla uppgifter finns i data.json i samma arkiv; intyg finns i mappen certificates.`,
    profile: "Profil",
    name: "Namn",
    email: "E-post",
    phone: "Telefon",
    language: "Språk",
    created: "Kontot skapat",
    avatar: "Profilbild",
    avatarFile: "avatar (i arkivet)",
    membership: "Medlemskap",
    type: "Typ",
    since: "Medlem sedan",
    types: { DEFAULT: "Fullständig användare", GUEST: "Begränsad användare" } as Record<string, string>,
    webBlocked: "Inloggning på webben spärrad",
    permissions: "Behörigheter",
    tags: "Taggar",
    roles: "Roller",
    groups: "Grupper",
    units: "Enheter",
    unitManager: "ansvarig",
    skills: "Kompetenser",
    skill: "Kompetens",
    achieved: "Uppnådd",
    validUntil: "Giltig till och med",
    certificate: "Intyg",
    tasks: "Uppgifter",
    reminders: "Påminnelser",
    titleCol: "Titel",
    object: "Objekt",
    due: "Förfaller",
    done: "Klar",
    role: "Din del",
    creator: "skapade",
    member: "deltagare",
    manager: "ansvarig",
    assignee: "tilldelad",
    comments: "Kommentarer du skrivit",
    date: "Datum",
    text: "Text",
    files: "Filer du laddat upp",
    file: "Fil",
    size: "Storlek",
    place: "Var",
    signatures: "E-underskrifter",
    document: "Dokument",
    status: "Status",
    notifications: "Aviseringar till dig",
    notificationType: "Slag",
    audit: "Händelser i granskningsloggen om dig eller av dig",
    action: "Händelse",
    what: "Vad",
    by: "Av",
    yes: "ja",
    no: "nej",
    none: "Inga.",
    parties: {
      self: "du",
      anotherMember: "en annan medlem",
      apiToken: "en API-nyckel",
      outsidePerson: "en person utanför företaget",
      nobody: "systemet",
    } satisfies Record<Party, string>,
  },
} satisfies Record<Language, unknown>;

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => entities[c] ?? c);

const day = (value: string | null) => (value ? value.slice(0, 10) : "–");
const minute = (value: string | null) => (value ? value.slice(0, 16).replace("T", " ") : "–");
const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} kB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

function section(title: string, body: string) {
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

function list(items: string[], none: string) {
  return items.length === 0
    ? `<p>${escapeHtml(none)}</p>`
    : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

function table(headers: string[], rows: unknown[][], none: string) {
  if (rows.length === 0) return `<p>${escapeHtml(none)}</p>`;
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`).join("");
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function facts(pairs: [string, unknown][]) {
  return `<dl>${pairs.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1a1b1e;max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ced4da}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{font-weight:600}dd{margin:0}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ced4da;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f1f3f5}td{overflow-wrap:anywhere}`;

/** The summary page in the person's language. */
export function summaryHtml(data: GdprData): string {
  const language: Language = data.profile.language === "en" ? "en" : "se";
  const t = texts[language];
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const parts = (pairs: [boolean, string][]) =>
    pairs
      .filter(([on]) => on)
      .map(([, word]) => word)
      .join(", ");
  const body = [
    `<h1>${escapeHtml(t.title(data.profile.name))}</h1>`,
    `<p>${escapeHtml(t.intro(data.company.name, minute(data.generatedAt)))}</p>`,
    section(
      t.profile,
      facts([
        [t.name, data.profile.name],
        [t.email, data.profile.email],
        [t.phone, data.profile.phone ?? "–"],
        [t.language, data.profile.language === "en" ? "English" : "Svenska"],
        [t.created, day(data.profile.createdAt)],
        [t.avatar, data.profile.avatar ? t.avatarFile : "–"],
      ]),
    ),
    section(
      t.membership,
      facts([
        [t.type, t.types[data.membership.type] ?? data.membership.type],
        [t.since, day(data.membership.since)],
        [t.webBlocked, yesNo(data.membership.webLoginBlocked)],
      ]),
    ),
    section(
      t.permissions,
      list(
        data.permissions.map((p) => permissionLabel(p as Permission, language)),
        t.none,
      ),
    ),
    section(t.tags, list(data.tags, t.none)),
    section(t.roles, list(data.roles, t.none)),
    section(
      t.groups,
      list(
        data.groups.map((g) => g.name),
        t.none,
      ),
    ),
    section(
      t.units,
      list(
        data.units.map((u) => (u.manager ? `${u.name} (${t.unitManager})` : u.name)),
        t.none,
      ),
    ),
    section(
      t.skills,
      table(
        [t.skill, t.achieved, t.validUntil, t.certificate],
        data.skills.map((s) => [s.skill, s.achievedOn, s.validUntil ?? "–", s.certificate?.file ?? "–"]),
        t.none,
      ),
    ),
    section(
      t.tasks,
      table(
        [t.titleCol, t.object, t.due, t.done, t.role],
        data.tasks.map((k) => [
          k.title,
          k.object ?? "–",
          k.dueDate ?? "–",
          yesNo(k.done),
          parts([
            [k.creator, t.creator],
            [k.member, t.member],
          ]),
        ]),
        t.none,
      ),
    ),
    section(
      t.reminders,
      table(
        [t.titleCol, t.object, t.due, t.done, t.role],
        data.reminders.map((r) => [
          r.title,
          r.object,
          r.reminderAt ?? r.endDate ?? "–",
          yesNo(r.done),
          parts([
            [r.manager, t.manager],
            [r.assignee, t.assignee],
          ]),
        ]),
        t.none,
      ),
    ),
    section(
      t.comments,
      table(
        [t.date, t.object, t.text],
        data.comments.map((c) => [minute(c.createdAt), c.object, c.body]),
        t.none,
      ),
    ),
    section(
      t.files,
      table(
        [t.date, t.file, t.size, t.place],
        data.files.map((f) => [minute(f.createdAt), f.name, size(f.size), f.where ?? data.company.name]),
        t.none,
      ),
    ),
    section(
      t.signatures,
      table(
        [t.document, t.role, t.status, t.date],
        data.signatures.map((s) => [s.document, s.role, s.status, minute(s.signedAt ?? s.declinedAt ?? s.askedAt)]),
        t.none,
      ),
    ),
    section(
      t.notifications,
      table(
        [t.date, t.notificationType, t.object],
        data.notifications.map((n) => [minute(n.createdAt), n.type, n.object?.name ?? n.task?.title ?? n.text ?? "–"]),
        t.none,
      ),
    ),
    section(
      t.audit,
      table(
        [t.date, t.action, t.what, t.by],
        data.auditEvents.map((e) => [
          minute(e.at),
          e.action,
          [e.kind, e.label].filter(Boolean).join(": "),
          t.parties[e.actor],
        ]),
        t.none,
      ),
    ),
  ].join("\n");
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(t.title(data.profile.name))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
