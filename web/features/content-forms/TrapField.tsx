import { useId } from "react";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { LEAD_TRAP_FIELD } from "./trap";

/**
 * The trap field of every form (`isTrapped`): a text input that people never see nor reach
 * by keyboard and assistive technology never announces, which bots fill. Off-screen rather than
 * `display: none`, which some bots skip. It is no part of the form's state, and never sent.
 */
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
