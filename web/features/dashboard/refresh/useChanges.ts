import { useEffect, useState } from "react";
import type { Read } from "../data/reads";

/** How long the rows a refresh changed stay marked. */
export const MARKED_MS = 4_000;

/** What a refresh changed in a list: how many items are new, how many changed, which, and when. */
export type Changes = { added: number; changed: number; marked: ReadonlySet<string>; at: number };

const NONE: ReadonlySet<string> = new Set();

function changesOf<Item extends { id: string }>(
  before: readonly Item[],
  after: readonly Item[],
  stateOf: (item: Item) => string,
): Changes | null {
  const was = new Map(before.map((item) => [item.id, stateOf(item)]));
  const added = after.filter((item) => !was.has(item.id)).map((item) => item.id);
  const changed = after
    .filter((item) => was.has(item.id) && was.get(item.id) !== stateOf(item))
    .map((item) => item.id);
  if (!added.length && !changed.length) return null;
  return {
    added: added.length,
    changed: changed.length,
    marked: new Set([...added, ...changed]),
    at: Date.now(),
  };
}

type Seen<Item> = {
  from: Read<unknown> | undefined;
  /** The list as it showed before the read `from`. */
  before: readonly Item[] | undefined;
  items: readonly Item[] | undefined;
  changes: Changes | null;
};

/**
 * What the last refresh changed in a list shown (`items`, from the read `from`: each run of the
 * route's loader gives a new one): the items new since the list showed before that read and those
 * whose `stateOf` differs, and the ids to mark, for MARKED_MS. Only a refresh's read (`quiet`)
 * counts: a list the customer asked for (another filter, a Retry) says nothing, nor does a
 * refresh that changed nothing (the last changes stay said).
 */
export function useChanges<Item extends { id: string }>(
  items: readonly Item[] | undefined,
  from: Read<unknown> | undefined,
  stateOf: (item: Item) => string,
) {
  const [seen, setSeen] = useState<Seen<Item>>({ from, before: items, items, changes: null });
  let current = seen;
  if (from !== seen.from || items !== seen.items) {
    const before = from !== seen.from ? seen.items : seen.before;
    const found = from?.quiet && before && items ? changesOf(before, items, stateOf) : null;
    current = { from, before, items, changes: found ?? (from?.quiet ? seen.changes : null) };
    setSeen(current);
  }
  const { changes } = current;
  const [faded, setFaded] = useState<Changes | null>(null);
  useEffect(() => {
    if (!changes) return;
    const timer = setTimeout(() => setFaded(changes), MARKED_MS);
    return () => clearTimeout(timer);
  }, [changes]);
  return { changes, marked: changes && changes !== faded ? changes.marked : NONE };
}
