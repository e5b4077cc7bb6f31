import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import "./auth.css";

type AuthCardProps = {
  title: string;
  intro?: string;
  notice: string | null;
  children: ReactNode;
  footer: ReactNode;
};

/** The centred card of the sign-in, sign-up and reset pages, with the form's message box. */
export function AuthCard({ title, intro, notice, children, footer }: AuthCardProps) {
  return (
    <div className="section auth">
      <div className="container">
        <div className="card auth-card">
          <h1>{title}</h1>
          {intro ? <p className="auth-card__intro">{intro}</p> : null}
          <div role="alert">
            {notice ? (
              <p className="alert alert--error auth-card__notice">
                <CircleAlert size={20} aria-hidden="true" focusable="false" />
                {notice}
              </p>
            ) : null}
          </div>
          {children}
          <div className="auth-card__footer">{footer}</div>
        </div>
      </div>
    </div>
  );
}
