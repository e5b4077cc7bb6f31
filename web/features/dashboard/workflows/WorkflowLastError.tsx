import { Link } from "react-router";
import type { WorkflowError } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { fill, formatDateTime } from "#web/shared/ui/format.ts";
import { runPath } from "../runs/runAddresses";

/**
 * A failing workflow's last error: the failed run's message as it is (written for the customer),
 * since when, and a link to that run's page, in the page's language.
 */
export function WorkflowLastError({
  error,
  label,
  sinceText,
  seeRunLabel,
  describedBy,
}: {
  error: WorkflowError;
  /** Named before the message ("Last error"); none where the context names it. */
  label?: string | null;
  sinceText: string | null | undefined;
  seeRunLabel: string | null | undefined;
  /** What names the link beside its text: the workflow's name (its heading's id). */
  describedBy?: string;
}) {
  const { formats } = useMessages();
  const localized = useLocalizedPath();
  return (
    <div className="workflow-error">
      <p className="workflow-error__message">
        {label ? <span className="workflow-error__label">{label}</span> : null}
        {error.message}
      </p>
      <p className="workflow-error__meta">
        <span>{fill(sinceText ?? "", { time: formatDateTime(error.at, formats) })}</span>
        <Link to={localized(runPath(error.run_id))} aria-describedby={describedBy}>
          {seeRunLabel}
        </Link>
      </p>
    </div>
  );
}
