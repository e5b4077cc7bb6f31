import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { FormField } from "~/shared/ui/FormField";
import { AuthCard } from "./AuthCard";
import { useAuthForm } from "./useAuthForm";
import { validateReset } from "./validation";

/** 'Reset Password': asks for the e-mail to send a reset link to. */
export function ResetPasswordForm() {
  const form = useAuthForm({ email: "" }, validateReset);
  return (
    <AuthCard
      title="Reset Password"
      intro="Enter your email address and we'll send you a link to reset your password."
      notice={form.notice}
      footer={
        <>
          <p>
            <Link to="/signin" className="auth-back">
              <ArrowLeft size={16} aria-hidden="true" focusable="false" />
              Back to Sign In
            </Link>
          </p>
          <p>
            Need help? <Link to="/contact">Contact Support</Link>
          </p>
        </>
      }
    >
      <form className="form" noValidate onSubmit={form.onSubmit} aria-label="Reset password">
        <FormField label="Email" name="email" error={form.errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={form.onChange}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary button--block">
          Send Reset Link
        </button>
      </form>
    </AuthCard>
  );
}
