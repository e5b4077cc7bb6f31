import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";
import { labelField, languageField } from "../lib/fields";

// Each page's browser tab title is its own field: the sign-in page's tab says "Sign In" while
// its heading says "Welcome Back".
const pageTitleField = (page: string, initialValue: string) =>
  labelField(
    "pageTitle",
    "Browser tab title",
    `Browser tab title of ${page}, before the site name.`,
    initialValue,
  );

export const accountPages = defineType({
  name: "accountPages",
  title: "Account pages",
  type: "document",
  icon: UserIcon,
  description:
    "Headings, labels, links and buttons of the sign-in, sign-up and reset-password pages. The spec's validation, error and success messages are not here: they are part of the product.",
  fields: [
    languageField(),
    defineField({
      name: "signIn",
      title: "Sign-in page (/signin)",
      type: "object",
      description: "Texts of the sign-in page, /signin.",
      fields: [
        pageTitleField("the sign-in page", "Sign In"),
        labelField("title", "Heading", "Heading of the sign-in card.", "Welcome Back"),
        labelField(
          "formLabel",
          "Form name",
          "Read by screen readers: the name of the sign-in form.",
          "Sign in",
        ),
        labelField("emailLabel", "E-mail label", "Label of the e-mail field.", "Email"),
        labelField("passwordLabel", "Password label", "Label of the password field.", "Password"),
        labelField(
          "rememberMeLabel",
          "Remember me label",
          "Label of the checkbox under the password.",
          "Remember me",
        ),
        labelField(
          "forgotPasswordLabel",
          "Forgot password link",
          "Link to /forgot-password, next to Remember me.",
          "Forgot Password?",
        ),
        labelField("submitLabel", "Sign in button", "The form's button.", "Sign In"),
        labelField(
          "submittingLabel",
          "Sign in button while busy",
          "The form's button while the sign-in is under way.",
          "Signing In...",
        ),
        labelField(
          "dividerLabel",
          "Divider",
          "Word on the line between the form and the Google button.",
          "or",
        ),
        labelField(
          "googleLabel",
          "Google button",
          "Button that signs in with a Google account.",
          "Sign in with Google",
        ),
        labelField(
          "signUpPrompt",
          "Sign-up prompt",
          "Text at the bottom of the card, before the link to /signup.",
          "Don't have an account?",
          { optional: true },
        ),
        labelField("signUpLabel", "Sign-up link", "Link to /signup at the bottom of the card.", "Sign Up"),
      ],
    }),
    defineField({
      name: "signUp",
      title: "Sign-up page (/signup)",
      type: "object",
      description: "Texts of the sign-up page, /signup.",
      fields: [
        pageTitleField("the sign-up page", "Create Account"),
        labelField("title", "Heading", "Heading of the sign-up card.", "Create Account"),
        labelField(
          "googleLabel",
          "Google button",
          "Button that signs up with a Google account.",
          "Sign up with Google",
        ),
        labelField(
          "dividerLabel",
          "Divider",
          "Text on the line between the Google button and the form.",
          "or sign up with email",
        ),
        labelField(
          "formLabel",
          "Form name",
          "Read by screen readers: the name of the sign-up form.",
          "Create account",
        ),
        labelField("firstNameLabel", "First name label", "Label of the first-name field.", "First Name"),
        labelField("lastNameLabel", "Last name label", "Label of the last-name field.", "Last Name"),
        labelField("emailLabel", "E-mail label", "Label of the e-mail field.", "Email"),
        labelField(
          "companyNameLabel",
          "Company label",
          "Label of the optional company field.",
          "Company Name (optional)",
        ),
        labelField("phoneLabel", "Phone label", "Label of the optional phone field.", "Phone (optional)"),
        labelField("passwordLabel", "Password label", "Label of the password field.", "Password"),
        labelField(
          "confirmPasswordLabel",
          "Confirm password label",
          "Label of the field that repeats the password.",
          "Confirm Password",
        ),
        labelField(
          "agreeLabel",
          "Terms checkbox text",
          "Start of the terms checkbox's label, before the link to the terms.",
          "I agree to the",
        ),
        labelField(
          "termsLinkLabel",
          "Terms link",
          "Link to /terms-conditions in the terms checkbox's label.",
          "Terms and Conditions",
        ),
        labelField(
          "andLabel",
          "Between the links",
          "Word between the terms link and the privacy link in the checkbox's label.",
          "and",
        ),
        labelField(
          "privacyLinkLabel",
          "Privacy link",
          "Link to /privacy-policy at the end of the terms checkbox's label.",
          "Privacy Policy",
        ),
        labelField("submitLabel", "Create account button", "The form's button.", "Create Account"),
        labelField(
          "submittingLabel",
          "Create account button while busy",
          "The form's button while the account is being created.",
          "Creating Account...",
        ),
        labelField(
          "signInPrompt",
          "Sign-in prompt",
          "Text at the bottom of the card, before the link to /signin.",
          "Already have an account?",
          { optional: true },
        ),
        labelField("signInLabel", "Sign-in link", "Link to /signin at the bottom of the card.", "Sign In"),
      ],
    }),
    defineField({
      name: "resetPassword",
      title: "Reset password page (/forgot-password)",
      type: "object",
      description: "Texts of the reset-password page, /forgot-password.",
      fields: [
        pageTitleField("the password-reset page", "Reset Password"),
        labelField("title", "Heading", "Heading of the reset-password card.", "Reset Password"),
        defineField({
          name: "intro",
          title: "Intro",
          type: "text",
          rows: 2,
          description: "Paragraph under the heading.",
          initialValue: "Enter your email address and we'll send you a link to reset your password.",
        }),
        labelField(
          "formLabel",
          "Form name",
          "Read by screen readers: the name of the reset form.",
          "Reset password",
        ),
        labelField("emailLabel", "E-mail label", "Label of the e-mail field.", "Email"),
        labelField("submitLabel", "Send button", "The form's button.", "Send Reset Link"),
        labelField(
          "submittingLabel",
          "Send button while busy",
          "The form's button while the reset e-mail is being requested.",
          "Sending...",
        ),
        labelField("backLabel", "Back link", "Link back to /signin under the form.", "Back to Sign In"),
        labelField(
          "helpPrompt",
          "Help prompt",
          "Text at the bottom of the card, before the link to /contact.",
          "Need help?",
          { optional: true },
        ),
        labelField(
          "helpLabel",
          "Help link",
          "Link to /contact at the bottom of the card.",
          "Contact Support",
        ),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Account pages" }) },
});
