import { Link } from "react-router";
import { FieldError, TextField } from "~/shared/ui/FormField";
import { AuthCard } from "./AuthCard";
import { useAuthSession } from "~/shared/auth/AuthProvider";
import { googleErrorMessage, signUpErrorMessage } from "~/shared/auth/authErrors";
import { GoogleButton } from "./GoogleButton";
import { useAuthForm } from "./useAuthForm";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { validateSignUp, type SignUpValues } from "./validation";
import { paths } from "~/shared/paths";

export const SIGN_UP_SUCCESS = "Account created successfully! Redirecting...";
export const GOOGLE_SUCCESS = "Sign in successful! Redirecting...";

const EMPTY: SignUpValues = {
  firstName: "",
  lastName: "",
  email: "",
  companyName: "",
  phone: "",
  password: "",
  confirmPassword: "",
  agreeToTerms: false,
};

type TextName = Exclude<keyof SignUpValues, "agreeToTerms">;

/** 'Create Account': Google, or e-mail with names, optional company and phone, password twice, terms. */
export function SignUpForm() {
  const { signUp, signInWithGoogle } = useAuthSession();
  const form = useAuthForm({
    initial: EMPTY,
    validate: validateSignUp,
    submit: async (values) => {
      const firstName = values.firstName.trim();
      const lastName = values.lastName.trim();
      await signUp(values.email.trim(), values.password, `${firstName} ${lastName}`, {
        firstName,
        lastName,
        companyName: values.companyName.trim(),
        phone: values.phone.trim(),
      });
      return SIGN_UP_SUCCESS;
    },
    errorMessage: signUpErrorMessage,
    onSuccess: () => redirect.goToTarget(),
  });
  const redirect = useSignedInRedirect(form.succeeded || form.submitting);
  const onGoogle = () =>
    form.run(async () => {
      await signInWithGoogle();
      return GOOGLE_SUCCESS;
    }, googleErrorMessage);
  const text = (name: TextName, label: string, type: string, autoComplete: string) => (
    <TextField label={label} type={type} autoComplete={autoComplete} {...form.field(name)} />
  );
  const termsError = form.errors.agreeToTerms;
  return (
    <AuthCard
      title="Create Account"
      message={form.message}
      footer={
        <p>
          Already have an account? <Link to={paths.signIn}>Sign In</Link>
        </p>
      }
    >
      <GoogleButton label="Sign up with Google" onClick={onGoogle} disabled={form.submitting} />
      <p className="auth-divider">
        <span>or sign up with email</span>
      </p>
      <form className="form" noValidate onSubmit={form.onSubmit} aria-label="Create account">
        <div className="form-row">
          {text("firstName", "First Name", "text", "given-name")}
          {text("lastName", "Last Name", "text", "family-name")}
        </div>
        {text("email", "Email", "email", "email")}
        <div className="form-row">
          {text("companyName", "Company Name (optional)", "text", "organization")}
          {text("phone", "Phone (optional)", "tel", "tel")}
        </div>
        {text("password", "Password", "password", "new-password")}
        {text("confirmPassword", "Confirm Password", "password", "new-password")}
        <div className="field">
          <div className="checkbox">
            <input
              id="agreeToTerms"
              type="checkbox"
              name="agreeToTerms"
              checked={form.values.agreeToTerms}
              onChange={form.onChange}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? "agreeToTerms-error" : undefined}
            />
            <label htmlFor="agreeToTerms">
              I agree to the <Link to={paths.terms}>Terms and Conditions</Link> and{" "}
              <Link to={paths.privacy}>Privacy Policy</Link>
            </label>
          </div>
          {termsError ? <FieldError id="agreeToTerms-error">{termsError}</FieldError> : null}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? "Creating Account..." : "Create Account"}
        </button>
      </form>
    </AuthCard>
  );
}
