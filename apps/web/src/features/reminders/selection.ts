import type { MassEdit } from "@app/contract";
import type { NoticeQuery } from "./api/get-notices";

/**
 * The list's selection (spec section 4): select-all means every reminder the filters match
 * (all=true) less the rows unticked since (exclude); otherwise the ticked ids.
 */
export type Selection = { all: false; ids: string[] } | { all: true; exclude: string[] };

export const noSelection: Selection = { all: false, ids: [] };
export const everything: Selection = { all: true, exclude: [] };

export const isSelected = (selection: Selection, id: string) =>
  selection.all ? !selection.exclude.includes(id) : selection.ids.includes(id);

export function toggle(selection: Selection, id: string, checked: boolean): Selection {
  if (selection.all) {
    const exclude = selection.exclude.filter((other) => other !== id);
    return { all: true, exclude: checked ? exclude : [...exclude, id] };
  }
  const ids = selection.ids.filter((other) => other !== id);
  return { all: false, ids: checked ? [...ids, id] : ids };
}

/** Something is selected: select-all, or at least one ticked row. */
export const hasSelection = (selection: Selection) => selection.all || selection.ids.length > 0;

/** The mass-edit payload's target: ids, or all=true with the exclude list and the list's filters. */
export function massEditTarget(
  selection: Selection,
  filters: NoticeQuery,
): Pick<MassEdit, "ids" | "all" | "exclude" | "filters"> {
  return selection.all
    ? { ids: [], all: true, exclude: selection.exclude, filters }
    : { ids: selection.ids, all: false, exclude: [] };
}
