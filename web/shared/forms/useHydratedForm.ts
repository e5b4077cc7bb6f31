import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { claimEarlySubmit, type HeldSubmit } from "./earlySubmit";

type HydratedFormOptions = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What the visitor typed into the prerendered form before its code had loaded. */
  adoptTyped?: (form: HTMLFormElement) => void;
};

/**
 * The props every <form> spreads: `method="dialog"`, so the browser itself never sends it. Once
 * hydrated, the form takes in what was typed, then replays a held submission (`earlySubmit.ts`).
 */
export function useHydratedForm({ onSubmit, adoptTyped }: HydratedFormOptions) {
  const ref = useRef<HTMLFormElement>(null);
  const [held, setHeld] = useState<HeldSubmit>();
  const replayed = useRef<HeldSubmit>(undefined);
  const adopt = useEffectEvent((form: HTMLFormElement) => adoptTyped?.(form));

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    adopt(form);
    setHeld(claimEarlySubmit(form));
  }, []);

  // After the render that took in the typed values, so the submission sees them.
  useEffect(() => {
    if (!held || replayed.current === held) return;
    replayed.current = held;
    ref.current?.requestSubmit(held.submitter?.isConnected ? held.submitter : undefined);
  }, [held]);

  return {
    ref,
    method: "dialog" as const,
    onSubmit,
  };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function typedValues<V extends Record<string, string | boolean>>(form: HTMLFormElement, values: V): V {
  const typed: Record<string, string | boolean> = { ...values };
  for (const name of Object.keys(values)) {
    const control = form.elements.namedItem(name) as Control | null;
    if (!control || !("value" in control)) continue;
    typed[name] =
      control instanceof HTMLInputElement && control.type === "checkbox" ? control.checked : control.value;
  }
  return typed as V;
}
