import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { fill, type Formats } from "#web/shared/ui/format.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { refreshFailing, type RefreshState } from "../data/useRefreshWhileVisible";
import type { Changes } from "./useChanges";
import "./refresh.css";

export type RefreshTexts = NonNullable<DashboardPageQueryResult>["refreshTexts"] | undefined;

/** "2:32 PM" ("2:32 p.m."), in the visitor's time zone, as formatDateTime writes the time. */
function timeOf(at: number, formats: Formats) {
  const date = new Date(at);
  const hour = date.getHours();
  const minute = String(date.getMinutes()).padStart(2, "0");
  return `${hour % 12 || 12}:${minute} ${formats.dayPeriods.split("|")[hour < 12 ? 0 : 1]}`;
}

/** One count of what a refresh changed, with its words for one and for several ({count}). */
export type Told = {
  changes: Changes | null;
  count: (changes: Changes) => number;
  one: string | null | undefined;
  many: string | null | undefined;
};

/** "2 new runs. 1 run changed status. Updated at 2:32 PM."; null when nothing is to be said. */
function changesText(told: readonly Told[], texts: RefreshTexts, formats: Formats, after: number) {
  const counted = told.flatMap(({ changes, count, one, many }) => {
    const n = changes && changes.at > after ? count(changes) : 0;
    return n ? [{ n, text: n === 1 ? one : many, at: changes!.at }] : [];
  });
  if (!counted.length) return null;
  const at = Math.max(...counted.map((each) => each.at));
  const parts = counted.map(({ n, text }) => fill(text ?? "", { count: n }));
  return `${parts.join(". ")}. ${fill(texts?.updatedText ?? "", { time: timeOf(at, formats) })}`;
}

/**
 * The line under an area's heading that says, politely, what its last refresh changed, or that
 * it could not refresh and as of when the area shows. Always there, one line high (empty when
 * there is nothing to say): the live region exists before it speaks, and nothing moves when it does.
 */
export function RefreshNote({
  refresh,
  told,
  texts,
}: {
  refresh: RefreshState;
  told: readonly Told[];
  texts: RefreshTexts;
}) {
  const { formats } = useMessages();
  const failing = refreshFailing(refresh) && refresh.lastGoodAt !== null;
  const text = failing
    ? fill(texts?.refreshFailedText ?? "", { time: timeOf(refresh.lastGoodAt!, formats) })
    : changesText(told, texts, formats, refresh.failedAt ?? 0);
  return (
    <p className="dashboard-refresh" role="status">
      {text}
    </p>
  );
}
