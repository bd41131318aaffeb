import { z } from "zod/mini";

/** An entity as a GET answers it ({id, name, …}), read as its id. */
export const entityIdSchema = z.pipe(
  z.object({ id: z.uuid() }),
  z.transform((entity) => entity.id),
);

/**
 * PUT takes what GET answers (docs/api.md): each reference is read from its id field or, when that
 * is not sent, from the entity the GET answer holds under the spec's name (null clears either way).
 * A field not sent stays absent, so the save keeps what is stored.
 */
export function byIds<F extends Record<string, unknown>>(fields: F, entities: { [K in keyof F]?: F[K] }): F {
  const merged: Record<string, unknown> = { ...fields };
  for (const [key, value] of Object.entries(entities)) {
    if (merged[key] === undefined) merged[key] = value;
  }
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as F;
}
