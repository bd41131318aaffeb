import { describeEvent, describeMany, type EventLike, type Translate, uploadStatus } from "./sentences";

/** One line of the log: one act, made of one event or of several (newest first). */
export interface AuditAct {
  /** The newest event of the act: its id, time and icon are the line's. */
  event: EventLike;
  events: EventLike[];
}

/**
 * How far apart (ms) two neighbouring events of one act may be: a form's answers are saved one by one
 * as a person fills it in, so "answered 6 questions" spans the minutes of that work, not one request.
 */
const ACT_GAP = 2 * 60_000;

const sameActor = (a: EventLike, b: EventLike) => a.actorUserId === b.actorUserId && a.actorTokenId === b.actorTokenId;

/** The row events a person makes many of at once: the same actor, action, kind, object and person. */
const sameKind = (a: EventLike, b: EventLike) =>
  (a.action === "create" || a.action === "update" || a.action === "delete") &&
  a.action === b.action &&
  a.kind === b.kind &&
  a.objectId === b.objectId &&
  a.subjectUserId === b.subjectUserId &&
  sameActor(a, b);

/** A file's row made "uploading" (older) and then "uploaded" (newer) by the same person: one upload. */
const isUploadOf = (uploaded: EventLike, started: EventLike) =>
  uploaded.action === "update" &&
  uploadStatus(uploaded) === "COMPLETE" &&
  started.action === "create" &&
  uploadStatus(started) === "INPROGRESS" &&
  started.entityId === uploaded.entityId &&
  sameActor(uploaded, started);

const near = (newer: EventLike, older: EventLike) => Math.abs(Date.parse(newer.at) - Date.parse(older.at)) <= ACT_GAP;

/**
 * Folds one page of events (newest first) into acts: consecutive events of the same actor, action,
 * kind, object and person, each about another row and within ACT_GAP of the one before, are one act
 * ("answered 6 questions"; two changes of one row stay two lines, each with its before and after),
 * and a file's "uploading" row followed by its "uploaded" change is one upload, however long it
 * took. Only within a page: an act cut by a page's end shows as two lines, and paging by the
 * events' ids stays exact.
 */
export function foldEvents(events: readonly EventLike[]): AuditAct[] {
  const acts: AuditAct[] = [];
  for (const event of events) {
    const act = acts.at(-1);
    const last = act?.events.at(-1);
    const joins =
      act &&
      last &&
      ((act.events.length === 1 && isUploadOf(act.event, event)) ||
        (sameKind(act.event, event) &&
          uploadStatus(act.event) === undefined &&
          near(last, event) &&
          act.events.every((e) => e.entityId !== event.entityId)));
    if (joins) act.events.push(event);
    else acts.push({ event, events: [event] });
  }
  return acts;
}

/** The act as one sentence: an upload says "uploaded", several events count themselves. */
export function describeAct(act: AuditAct, t: Translate): string {
  if (act.events.length === 1 || uploadStatus(act.event) === "COMPLETE") return describeEvent(act.event, t);
  return describeMany(act.event, act.events.length, t);
}
