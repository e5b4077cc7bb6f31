import { useEffect, useId, useRef, useState } from "react";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import type { SubscriptionAction } from "../data/useSubscriptionActions";
import type { LoadTexts } from "../SectionBody";
import { cancellationDate, isCancelling } from "./cancellation";
import { refusalText, type RefusalTexts } from "../refusalText";
import { withValues, type PlanTexts } from "./planContent";

type Act = (id: string, action: SubscriptionAction) => Promise<AgentSubscription>;

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
  act,
  now,
  onDone,
}: {
  subscription: AgentSubscription;
  agentName: string;
  /** The plan a waiting downgrade leads to: cancelling drops it. */
  scheduledPlanName: string | null;
  texts: PlanTexts;
  loadTexts: LoadTexts;
  refusals: RefusalTexts;
  act: Act;
  now: number;
  onDone: (message: string) => void;
}) {
  const { formats } = useMessages();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const cancelButton = useRef<HTMLButtonElement>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"cancel" | "resume" | null>(null);
  const endsId = useId();

  // The button the customer's action leads to takes the focus once it shows.
  useEffect(() => {
    const button = focusNext.current === "resume" ? resumeButton.current : cancelButton.current;
    if (focusNext.current && button) {
      button.focus();
      focusNext.current = null;
    }
  });

  async function run(action: "cancel" | "resume") {
    if (busy) return;
    setBusy(true);
    setFailure("");
    onDone("");
    try {
      await act(subscription.id, { kind: action });
      setConfirming(false);
      focusNext.current = action === "cancel" ? "resume" : "cancel";
      if (action === "resume") onDone(withValues(texts?.resumedText, { agent: agentName }));
    } catch (error) {
      setFailure(refusalText(error, refusals, loadTexts));
    } finally {
      setBusy(false);
    }
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
        onClick={() => {
          setFailure("");
          setConfirming(true);
        }}
      >
        {trial ? texts?.cancelTrialLabel : texts?.cancelPlanLabel}
      </button>
      {confirming ? (
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
            setConfirming(false);
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
