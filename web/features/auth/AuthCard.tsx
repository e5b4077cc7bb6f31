import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FormMessage } from "#web/shared/forms/useFormState.ts";
import { FormStatus } from "#web/shared/ui/FormStatus.tsx";
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
 * `keepSearch` names the parameters of the page's address the link keeps when clicked before
 * the page's code has arrived (web/shared/navigation/keepSearch.ts).
 */
export function AuthPrompt({
  prompt,
  label,
  to,
  keepSearch,
}: {
  prompt: ReactNode;
  label: ReactNode;
  to: string;
  keepSearch?: readonly string[];
}) {
  return (
    <p>
      {prompt}{" "}
      <Link to={to} data-keep-search={keepSearch?.join(" ")}>
        {label}
      </Link>
    </p>
  );
}
