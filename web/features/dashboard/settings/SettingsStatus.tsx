import { useEffect, useEffectEvent, useRef } from "react";
import type { FormMessage } from "#web/shared/forms/useFormState.ts";
import { FormStatus } from "#web/shared/ui/FormStatus.tsx";

/**
 * A settings form's message in its live region (`FormStatus`), given the focus as it appears:
 * the form's button, disabled while it worked, has lost it. `focusField` names a control of the
 * form to focus instead (the field to type again).
 */
export function SettingsStatus({
  message,
  focusField,
}: {
  message: FormMessage | null;
  focusField?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focus = useEffectEvent(() => {
    const field = focusField ? ref.current?.closest("form")?.elements.namedItem(focusField) : null;
    (field instanceof HTMLElement ? field : ref.current)?.focus();
  });
  useEffect(() => {
    if (message) focus();
  }, [message]);
  return (
    <div ref={ref} tabIndex={-1} className="account-settings__status">
      <FormStatus message={message} />
    </div>
  );
}
