import { Link } from "react-router";
import { TextField } from "~/shared/ui/FormField";
import { AuthCard } from "./AuthCard";
import { useAuthSession } from "~/shared/auth/AuthProvider";
import { googleErrorMessage, signInErrorMessage } from "~/shared/auth/authErrors";
import { GoogleButton } from "./GoogleButton";
import { useAuthForm } from "./useAuthForm";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { validateSignIn } from "./validation";
import { paths } from "~/shared/paths";

export const SIGN_IN_SUCCESS = "Sign in successful! Redirecting...";

/** 'Welcome Back': e-mail and password sign-in, remember me, Google. */
export function SignInForm() {
  const { signIn, signInWithGoogle } = useAuthSession();
  const form = useAuthForm({
    initial: { email: "", password: "", rememberMe: false },
    validate: validateSignIn,
    submit: async (values) => {
      await signIn(values.email.trim(), values.password, values.rememberMe);
      return SIGN_IN_SUCCESS;
    },
    errorMessage: signInErrorMessage,
    onSuccess: () => redirect.goToTarget(),
  });
  const redirect = useSignedInRedirect(form.succeeded || form.submitting);
  const onGoogle = () =>
    form.run(async () => {
      await signInWithGoogle();
      return SIGN_IN_SUCCESS;
    }, googleErrorMessage);
  return (
    <AuthCard
      title="Welcome Back"
      message={form.message}
      footer={
        <p>
          Don't have an account? <Link to={paths.signUp}>Sign Up</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={form.onSubmit} aria-label="Sign in">
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field("password")}
        />
        <div className="auth-row">
          <label className="checkbox">
            <input
              type="checkbox"
              name="rememberMe"
              checked={form.values.rememberMe}
              onChange={form.onChange}
            />
            Remember me
          </label>
          <Link to={paths.forgotPassword}>Forgot Password?</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? "Signing In..." : "Sign In"}
        </button>
      </form>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleButton label="Sign in with Google" onClick={onGoogle} disabled={form.submitting} />
    </AuthCard>
  );
}
