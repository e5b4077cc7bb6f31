import { Link } from "react-router";
import { FormField } from "~/shared/ui/FormField";
import { AuthCard } from "./AuthCard";
import { GoogleButton } from "./GoogleButton";
import { NOT_AVAILABLE_MESSAGE, useAuthForm } from "./useAuthForm";
import { validateSignIn } from "./validation";

/** 'Welcome Back': e-mail and password sign-in, remember me, Google. */
export function SignInForm() {
  const form = useAuthForm({ email: "", password: "", rememberMe: false }, validateSignIn);
  return (
    <AuthCard
      title="Welcome Back"
      notice={form.notice}
      footer={
        <p>
          Don't have an account? <Link to="/signup">Sign Up</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={form.onSubmit} aria-label="Sign in">
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
        <FormField label="Password" name="password" error={form.errors.password}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={form.onChange}
            />
          )}
        </FormField>
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
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        <button type="submit" className="button button--primary button--block">
          Sign In
        </button>
      </form>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleButton label="Sign in with Google" onClick={() => form.setNotice(NOT_AVAILABLE_MESSAGE)} />
    </AuthCard>
  );
}
