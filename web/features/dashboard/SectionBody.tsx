import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { BackendFault } from "./data/backendFault";
import type { BackendSection, PendingLoad } from "./data/loadState";

export type LoadTexts = DashboardPageContent["loadStates"] | undefined;

const faultTexts: Record<BackendFault, keyof NonNullable<LoadTexts>> = {
  down: "downText",
  timeout: "timeoutText",
  unauthorized: "unauthorizedText",
  mismatch: "mismatchText",
  server: "serverText",
  other: "otherText",
};

/**
 * The fault's message in plain words, from the content. A reply that broke the contract says "we
 * have been told" (`mismatchText`) only once the report has gone through (`reported`).
 */
export function faultText(
  texts: LoadTexts,
  fault: BackendFault,
  reported = false,
): string | null | undefined {
  if (fault === "mismatch" && !reported) return texts?.mismatchUnreportedText;
  return texts?.[faultTexts[fault]];
}

/** Whether a mismatch's report has gone through: false until it has (and when it fails). */
export function useReported(reported: Promise<boolean> | undefined): boolean {
  const [settled, setSettled] = useState<{ of: Promise<boolean>; went: boolean }>();
  useEffect(() => {
    let live = true;
    void reported?.then((went) => live && setSettled({ of: reported, went }));
    return () => {
      live = false;
    };
  }, [reported]);
  return settled !== undefined && settled.of === reported && settled.went;
}

/**
 * A list's body in an area or a section: its items once loaded, what it says when it is empty, and else
 * its `LoadNote`.
 */
export function SectionBody<Item>({
  section,
  texts,
  empty,
  children,
}: {
  section: BackendSection<Item>;
  texts: LoadTexts;
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  switch (section.status) {
    case "loaded":
      return children(section.items);
    case "empty":
      return empty;
    default:
      return <LoadNote load={section} texts={texts} />;
  }
}

/** What a section says while its data loads, when there is no backend, or why loading failed, with a Retry button. */
export function LoadNote({ load, texts }: { load: PendingLoad; texts: LoadTexts }) {
  const reported = useReported(load.status === "failed" ? load.reported : undefined);
  switch (load.status) {
    case "loading":
      return <p className="dashboard-section__note">{texts?.loadingText}</p>;
    case "unconfigured":
      return <p className="dashboard-section__note">{texts?.noBackendText}</p>;
    case "failed": {
      // The button goes away as the section loads again: its heading (an area's, or a section's
      // in it) keeps the focus.
      const retry = (event: MouseEvent<HTMLButtonElement>) => {
        event.currentTarget.closest("section")?.querySelector<HTMLElement>("h1, h2")?.focus();
        load.retry();
      };
      return (
        <div className="alert alert--error dashboard-section__fault">
          <p role="alert">{faultText(texts, load.fault, reported)}</p>
          <button type="button" className="button button--outline" onClick={retry}>
            {texts?.retryLabel}
          </button>
          {load.fault === "unauthorized" ? <SignInAgain label={texts?.signInAgainLabel} /> : null}
        </div>
      );
    }
  }
}

/**
 * Signs out after the backend refused the session: the area's guard then sends the customer to
 * sign in, and back to this page with its filters (the address) once signed in.
 */
function SignInAgain({ label }: { label: string | null | undefined }) {
  const { logout } = useAuth();
  return (
    <button
      type="button"
      className="button button--outline"
      onClick={() => void logout().catch(console.error)}
    >
      {label}
    </button>
  );
}
