import { useEffect, useId, useRef, useState } from "react";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import type { CardAction, SubscriptionActionResult } from "../data/subscriptionActions";
import type { LoadTexts } from "../SectionBody";
import { cancellationDate, isCancelling } from "./cancellation";
import { refusalText, type RefusalTexts } from "../refusalText";
import { withValues, type PlanTexts } from "./planContent";

/**
 * Cancel a trial or subscription, after a confirmation that says what happens and when; once
 * cancelled, the date it ends and Resume, which takes the cancellation back until then.
 */
export function CancelSubscription({
  subscription,
  agentName,
  scheduledPlanName,
  texts,
  loadTexts,
  refusals,
  action,
  now,
}: {
  subscription: AgentSubscription;
  agentName: string;
  /** The plan a waiting downgrade leads to: cancelling drops it. */
  scheduledPlanName: string | null;
  texts: PlanTexts;
  loadTexts: LoadTexts;
  refusals: RefusalTexts;
  /** The card's action (the route's, `planAction`); the card's status line says how it ended. */
  action: CardAction;
  now: number;
}) {
  const { formats } = useMessages();
  const { asked, result, act } = action;
  // Confirming since which result: the confirmation stays open while the customer decides, while
  // the cancellation is sent and when it is refused; anything that came after closes it.
  const [confirming, setConfirming] = useState<{ after: SubscriptionActionResult | undefined } | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"cancel" | "resume" | null>(null);
  const focused = useRef(result);
  const endsId = useId();
  const ours = result?.kind === "cancel" || result?.kind === "resume" ? result : undefined;
  const open =
    confirming !== null &&
    (asked?.kind === "cancel" ||
      result === confirming.after ||
      (ours?.kind === "cancel" && ours.status === "refused"));
  const busy = asked?.kind === "cancel" || asked?.kind === "resume";
  // A refusal of a cancellation shows in its confirmation, opened since; of a resume, beside it.
  const failure =
    ours?.status === "refused" && (ours.kind === "resume" || (confirming && ours !== confirming.after))
      ? refusalText(ours.error, refusals, loadTexts)
      : "";

  // The button the customer's action leads to takes the focus once it shows: Resume after a
  // cancellation, Cancel after a resume or the confirmation closed.
  useEffect(() => {
    if (ours?.status === "done" && ours !== focused.current) {
      focused.current = ours;
      focusNext.current = ours.kind === "cancel" ? "resume" : "cancel";
    }
    const button = focusNext.current === "resume" ? resumeButton.current : cancelButton.current;
    if (focusNext.current && button) {
      button.focus();
      focusNext.current = null;
    }
  });

  function run(kind: "cancel" | "resume") {
    if (asked) return;
    act({ subscription: subscription.id, kind });
  }

  if (subscription.cancel_at) {
    return (
      <div className="plan-card__notice">
        <p id={endsId}>
          {withValues(texts?.endsText, { date: formatDate(subscription.cancel_at, formats) })}
        </p>
        {isCancelling(subscription, now) ? (
          <button
            ref={resumeButton}
            type="button"
            className="button button--outline"
            aria-disabled={busy ? true : undefined}
            aria-describedby={endsId}
            onClick={() => run("resume")}
          >
            {busy ? texts?.resumingLabel : texts?.resumeLabel}
          </button>
        ) : null}
        {failure ? (
          <p className="alert alert--error plan-card__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    );
  }

  const trial = subscription.status === "trial";
  const date = formatDate(cancellationDate(subscription), formats);
  return (
    <>
      <button
        ref={cancelButton}
        type="button"
        className="plan-card__cancel"
        onClick={() => setConfirming({ after: result })}
      >
        {trial ? texts?.cancelTrialLabel : texts?.cancelPlanLabel}
      </button>
      {open ? (
        <CancelDialog
          title={withValues(texts?.cancelTitle, { agent: agentName })}
          sentence={withValues(trial ? texts?.cancelTrialText : texts?.cancelPaidText, {
            agent: agentName,
            date,
          })}
          note={
            scheduledPlanName ? withValues(texts?.cancelDropsChangeText, { plan: scheduledPlanName }) : ""
          }
          texts={texts}
          busy={busy}
          failure={failure}
          onConfirm={() => run("cancel")}
          onClose={() => {
            setConfirming(null);
            focusNext.current = "cancel";
          }}
        />
      ) : null}
    </>
  );
}

/** The confirmation: a modal dialog whose safe choice (Keep it) has the focus first. */
function CancelDialog({
  title,
  sentence,
  note,
  texts,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  sentence: string;
  note: string;
  texts: PlanTexts;
  busy: boolean;
  failure: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const sentenceId = useId();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    keep.current?.focus();
    // Out of the top layer before it goes: the page under a modal dialog cannot take focus.
    return () => element?.close();
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="plan-dialog"
      aria-labelledby={titleId}
      aria-describedby={sentenceId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={sentenceId}>{sentence}</p>
      {note ? <p>{note}</p> : null}
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="plan-dialog__actions">
        <button ref={keep} type="button" className="button button--outline" onClick={close}>
          {texts?.keepLabel}
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy ? true : undefined}
          onClick={onConfirm}
        >
          {busy ? texts?.cancellingLabel : texts?.confirmCancelLabel}
        </button>
      </div>
    </dialog>
  );
}
