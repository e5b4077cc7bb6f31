import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FormMessage } from "#web/shared/forms/useFormState.ts";
import { FormStatus } from "#web/shared/ui/FormStatus.tsx";
import { JourneyLink } from "./JourneyLink";
import "./auth.css";

type AuthCardProps = {
  title: string | null | undefined;
  intro?: string | null;
  message: FormMessage | null;
  children: ReactNode;
  footer: ReactNode;
};

/** The centred card of the sign-in, sign-up and reset pages, with the form's message box. */
export function AuthCard({ title, intro, message, children, footer }: AuthCardProps) {
  return (
    <div className="section auth">
      <div className="container">
        <div className="card auth-card">
          <h1>{title}</h1>
          {intro ? <p className="auth-card__intro">{intro}</p> : null}
          <FormStatus message={message} className="auth-card__notice" />
          {children}
          <div className="auth-card__footer">{footer}</div>
        </div>
      </div>
    </div>
  );
}

/**
 * A line of the card's footer: a prompt and the link that answers it ("No account? Sign Up").
 * A link to another account page carries the visitor's journey (`JourneyLink`).
 */
export function AuthPrompt({
  prompt,
  label,
  to,
  accountPage = false,
}: {
  prompt: ReactNode;
  label: ReactNode;
  to: string;
  accountPage?: boolean;
}) {
  return (
    <p>
      {prompt} {accountPage ? <JourneyLink to={to}>{label}</JourneyLink> : <Link to={to}>{label}</Link>}
    </p>
  );
}
