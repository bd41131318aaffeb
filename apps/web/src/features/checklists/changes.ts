import type { ChecklistInput, ChecklistItem } from "@app/contract";
import type { ItemsChange } from "./api/save-checklist";

type NewItem = ChecklistInput["items"][number];

/** The changes a person makes, each by item id, so it applies as well to a checklist saved meanwhile. */
export const tick =
  (id: string, done: boolean): ItemsChange =>
  (items) =>
    items.map((item) => (item.id === id ? { ...item, done } : item));

export const add =
  (item: NewItem): ItemsChange =>
  (items) => [...items, item];

export const remove =
  (id: string): ItemsChange =>
  (items) =>
    items.filter((item) => item.id !== id);

/** Moves an item one place up (-1) or down (+1). */
export const move =
  (id: string, by: -1 | 1): ItemsChange =>
  (items) => {
    const from = items.findIndex((item) => item.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= items.length) return items;
    const next: ChecklistItem[] = [...items];
    [next[from], next[to]] = [next[to] as ChecklistItem, next[from] as ChecklistItem];
    return next;
  };
