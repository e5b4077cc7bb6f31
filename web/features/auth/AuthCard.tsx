import type { ReactNode } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { FormMessage } from "./useAuthForm";
import "./auth.css";

type AuthCardProps = {
  title: string;
  intro?: string;
  message: FormMessage | null;
  children: ReactNode;
  footer: ReactNode;
};

/** The centred card of the sign-in, sign-up and reset pages, with the form's message box. */
export function AuthCard({ title, intro, message, children, footer }: AuthCardProps) {
  const Icon = message?.kind === "success" ? CircleCheck : CircleAlert;
  return (
    <div className="section auth">
      <div className="container">
        <div className="card auth-card">
          <h1>{title}</h1>
          {intro ? <p className="auth-card__intro">{intro}</p> : null}
          <div aria-live="polite">
            {message ? (
              <p
                className={`alert alert--${message.kind} auth-card__notice`}
                role={message.kind === "error" ? "alert" : "status"}
              >
                <Icon size={20} aria-hidden="true" focusable="false" />
                {message.text}
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
