import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { TextField } from "~/shared/ui/FormField";
import { AuthCard } from "./AuthCard";
import { useAuthSession } from "~/shared/auth/AuthProvider";
import { resetErrorMessage } from "~/shared/auth/authErrors";
import { useAuthForm } from "./useAuthForm";
import { validateReset } from "./validation";
import { paths } from "~/shared/paths";

export const RESET_SUCCESS = "Password reset email sent successfully! Check your inbox.";

/** 'Reset Password': asks for the e-mail to send a reset link to. */
export function ResetPasswordForm() {
  const { resetPassword } = useAuthSession();
  const form = useAuthForm({
    initial: { email: "" },
    validate: validateReset,
    submit: async (values) => {
      await resetPassword(values.email.trim());
      return RESET_SUCCESS;
    },
    errorMessage: resetErrorMessage,
  });
  return (
    <AuthCard
      title="Reset Password"
      intro="Enter your email address and we'll send you a link to reset your password."
      message={form.message}
      footer={
        <>
          <p>
            <Link to={paths.signIn} className="auth-back">
              <ArrowLeft size={16} aria-hidden="true" focusable="false" />
              Back to Sign In
            </Link>
          </p>
          <p>
            Need help? <Link to={paths.contact}>Contact Support</Link>
          </p>
        </>
      }
    >
      <form className="form" noValidate onSubmit={form.onSubmit} aria-label="Reset password">
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? "Sending..." : "Send Reset Link"}
        </button>
      </form>
    </AuthCard>
  );
}
