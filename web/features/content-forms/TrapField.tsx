import { useId } from "react";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { LEAD_TRAP_FIELD } from "./trap";

/** Off-screen rather than `display: none`, which some bots skip. Why: docs/web-conventions.md#forms */
export function TrapField() {
  const id = useId();
  const { leads } = useMessages();
  return (
    <div className="lead-trap" aria-hidden="true">
      <label htmlFor={id}>{leads.trapLabel}</label>
      <input id={id} type="text" name={LEAD_TRAP_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
