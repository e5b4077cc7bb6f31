import { useId } from "react";
import type { Usage } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatCount, formatDate } from "#web/shared/ui/format.ts";
import type { QuotaContent } from "#content/contentTypes.ts";
import type { LoadTexts } from "../SectionBody";
import { withValues, type PlanTexts } from "./planContent";
import { usageFigures } from "./usageFigures";

/** A subscription's usage as the area has it: loading, not available (failed or not sent), or loaded. */
export type UsageState = { status: "loading" } | { status: "missing" } | { status: "loaded"; usage: Usage };

/**
 * Usage this period against the plan's quota: "412 of 500 interactions", a meter, the level in
 * words and when the count resets (or that an allowance does not); on a plan without a limit the
 * count and "No limit"; the count alone when the content has no quota for the plan.
 */
export function UsageMeter({
  usage,
  quota,
  agentHeadingId,
  texts,
  loadTexts,
}: {
  usage: UsageState;
  quota: QuotaContent | undefined;
  /** The card's heading: the meter is named "Content Creator Usage this period". */
  agentHeadingId: string;
  texts: PlanTexts;
  loadTexts: LoadTexts;
}) {
  const { formats } = useMessages();
  const titleId = useId();
  const countId = useId();
  return (
    <div className="usage">
      <h3 id={titleId} className="usage__title">
        {texts?.usageTitle}
      </h3>
      {usage.status === "loading" ? (
        <div className="usage__body">
          <span className="visually-hidden">{loadTexts?.loadingText}</span>
          <span className="placeholder placeholder--count" aria-hidden="true" />
          <span className="placeholder placeholder--meter" aria-hidden="true" />
          <span className="placeholder placeholder--line" aria-hidden="true" />
        </div>
      ) : usage.status === "missing" ? (
        <div className="usage__body">
          <p className="usage__note">{texts?.usageMissingText}</p>
        </div>
      ) : (
        <UsageFigures
          usage={usage.usage}
          quota={quota}
          texts={texts}
          resetDate={formatDate(usage.usage.period_end, formats)}
          meterLabel={`${agentHeadingId} ${titleId}`}
          countId={countId}
        />
      )}
    </div>
  );
}

function UsageFigures({
  usage,
  quota,
  texts,
  resetDate,
  meterLabel,
  countId,
}: {
  usage: Usage;
  quota: QuotaContent | undefined;
  texts: PlanTexts;
  resetDate: string;
  meterLabel: string;
  countId: string;
}) {
  const figures = usageFigures(usage, quota);
  const used = formatCount(figures.used);
  const unit = quota?.unit ?? "";
  const resets = withValues(texts?.resetsText, { date: resetDate });
  const perPeriod = figures.kind === "uncounted" || figures.perPeriod;
  const count =
    figures.kind === "counted"
      ? withValues(perPeriod ? texts?.periodCountText : texts?.heldCountText, {
          used,
          limit: formatCount(figures.limit),
          unit,
        })
      : figures.kind === "unlimited"
        ? withValues(texts?.unlimitedCountText, { used, unit })
        : withValues(texts?.uncountedText, { used });
  const level = figures.kind === "counted" ? texts?.levelLabels?.[figures.level] : texts?.noLimitText;
  return (
    <div className="usage__body">
      <p id={countId} className="usage__count figure">
        {count}
      </p>
      {figures.kind === "counted" ? (
        <meter
          className={`usage__meter usage__meter--${figures.level}`}
          min={0}
          max={figures.limit}
          value={Math.min(figures.used, figures.limit)}
          aria-labelledby={meterLabel}
          aria-describedby={countId}
        />
      ) : null}
      <p className="usage__meta">
        {figures.kind !== "uncounted" && level ? (
          <span
            className={`usage__level usage__level--${figures.kind === "counted" ? figures.level : "none"}`}
          >
            {level}
          </span>
        ) : null}
        <span>{perPeriod ? resets : texts?.heldText}</span>
      </p>
    </div>
  );
}
