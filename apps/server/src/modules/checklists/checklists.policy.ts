import { forbidden } from "../../lib/errors";
import type { ItemRow } from "./checklists.queries";

export interface ItemChange {
  id?: string;
  text: string;
  assigneeId: string | null;
  dueDate: string | null;
  done: boolean;
}

/**
 * Who may save a checklist: a member who may edit the object changes anything; any other member
 * who sees it may only tick or untick the items assigned to them, leaving everything else as is.
 */
export function maySave(canEdit: boolean, userId: string, current: ItemRow[], next: ItemChange[]) {
  if (canEdit) return;
  const same =
    current.length > 0 &&
    current.length === next.length &&
    next.every((item, index) => {
      const was = current[index];
      if (!was || was.id !== item.id) return false;
      const unchanged = was.text === item.text && was.assigneeId === item.assigneeId && was.dueDate === item.dueDate;
      const ticks = (was.doneAt !== null) !== item.done;
      return unchanged && (!ticks || was.assigneeId === userId);
    });
  if (!same) throw forbidden();
}
