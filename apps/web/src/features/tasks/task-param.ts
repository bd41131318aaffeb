import { useQueryStates } from "nuqs";
import { parseAsIsoDate, parseAsText, parseAsUuid } from "../../lib/list-state";

/** ?task=<id> or ?task=new (with &due= and &publicationId=): the task editor open over any page. */
const taskParsers = { task: parseAsText, due: parseAsIsoDate, publicationId: parseAsUuid };

export function useTaskParam() {
  const [state, setState] = useQueryStates(taskParsers);
  const close = () => void setState({ task: null, due: null, publicationId: null });
  const open = (task: string, extra: { due?: string; publicationId?: string } = {}) =>
    void setState({ task, due: extra.due ?? null, publicationId: extra.publicationId ?? null });
  return { ...state, open, close };
}
