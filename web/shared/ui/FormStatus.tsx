import { CircleAlert, CircleCheck } from "lucide-react";
import type { FormMessage } from "#web/shared/forms/useFormState.ts";

type FormStatusProps = {
  message: FormMessage | null;
  className?: string;
  icon?: boolean;
  /**
   * "one" (default): one polite live region; the message carries role status, or alert for an error.
   * "split": a status region and an alert region, both always in the page (the lead forms).
   */
  regions?: "one" | "split";
};

/** Success or error, with an icon, never colour alone. */
export function FormStatus({ message, className, icon = true, regions = "one" }: FormStatusProps) {
  const box = (shown: FormMessage, role?: "status" | "alert") => {
    const Icon = shown.kind === "success" ? CircleCheck : CircleAlert;
    return (
      <p className={`alert alert--${shown.kind}${className ? ` ${className}` : ""}`} role={role}>
        {icon ? <Icon size={20} aria-hidden="true" focusable="false" /> : null}
        {shown.text}
      </p>
    );
  };
  if (regions === "split") {
    return (
      <>
        <div role="status">{message?.kind === "success" && message.text ? box(message) : null}</div>
        <div role="alert">{message?.kind === "error" && message.text ? box(message) : null}</div>
      </>
    );
  }
  return (
    <div aria-live="polite">
      {message ? box(message, message.kind === "error" ? "alert" : "status") : null}
    </div>
  );
}
