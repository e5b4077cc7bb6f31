import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";
import { busyButtonFields, inFieldset, labelField, languageField, personFieldLabel } from "../lib/fields";
import { accountPageHeadFields, cardLinkFields, googleFields } from "../lib/accountForms";

// Each page's texts are boxed by where they show on its card, top to bottom.
const CARD_PARTS = [
  { name: "top", title: "Browser tab, heading and form name" },
  { name: "google", title: "Google button" },
  { name: "form", title: "Form: field labels and button" },
  { name: "terms", title: "Terms checkbox" },
  { name: "bottom", title: "Bottom of the card" },
];
const cardParts = (...names: string[]) => CARD_PARTS.filter(({ name }) => names.includes(name));

const signInForm = "the sign-in form";
const signInHead = accountPageHeadFields("the sign-in page", signInForm, [
  "Sign In",
  "Welcome Back",
  "Sign in",
]);
const [signInGoogle, signInDivider] = googleFields("signs in", "Sign in with Google", [
  "Word on the line between the form and the Google button.",
  "or",
]);

const signUpForm = "the sign-up form";
const signUpHead = accountPageHeadFields("the sign-up page", signUpForm, [
  "Create Account",
  "Create Account",
  "Create account",
]);

const resetForm = "the reset form";
const resetHead = accountPageHeadFields("the password-reset page", resetForm, [
  "Reset Password",
  "Reset Password",
  "Reset password",
]);

export const accountPages = defineType({
  name: "accountPages",
  title: "Account pages",
  type: "document",
  icon: UserIcon,
  description:
    "Headings, labels, links and buttons of the sign-in, sign-up and reset-password pages. The spec's validation, error and success messages are not here: they are part of the product.",
  groups: [
    { name: "signIn", title: "Sign in", default: true },
    { name: "signUp", title: "Sign up" },
    { name: "resetPassword", title: "Reset password" },
  ],
  fields: [
    languageField(),
    defineField({
      name: "signIn",
      title: "Sign-in page (/signin)",
      type: "object",
      group: "signIn",
      description: "Texts of the sign-in page, /signin.",
      fieldsets: cardParts("top", "form", "google", "bottom"),
      fields: [
        ...inFieldset("top", Object.values(signInHead)),
        ...inFieldset("form", [
          personFieldLabel("email", "emailLabel", signInForm),
          personFieldLabel("password", "passwordLabel", signInForm),
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
          ...busyButtonFields(
            ["submitLabel", "submittingLabel"],
            "Sign in button",
            "the sign-in form's button",
            "while the sign-in is under way",
            ["Sign In", "Signing In..."],
          ),
        ]),
        ...inFieldset("google", [signInDivider, signInGoogle]),
        ...inFieldset(
          "bottom",
          cardLinkFields(
            ["signUpPrompt", "Don't have an account?"],
            ["signUpLabel", "Sign-up", "Sign Up"],
            "/signup",
          ),
        ),
      ],
    }),
    defineField({
      name: "signUp",
      title: "Sign-up page (/signup)",
      type: "object",
      group: "signUp",
      description: "Texts of the sign-up page, /signup.",
      fieldsets: cardParts("top", "google", "form", "terms", "bottom"),
      fields: [
        ...inFieldset("top", [signUpHead.pageTitle, signUpHead.title]),
        ...inFieldset(
          "google",
          googleFields("signs up", "Sign up with Google", [
            "Text on the line between the Google button and the form.",
            "or sign up with email",
          ]),
        ),
        ...inFieldset("top", [signUpHead.formLabel]),
        ...inFieldset("form", [
          personFieldLabel("firstName", "firstNameLabel", signUpForm),
          personFieldLabel("lastName", "lastNameLabel", signUpForm),
          personFieldLabel("email", "emailLabel", signUpForm),
          personFieldLabel("company", "companyNameLabel", signUpForm),
          personFieldLabel("phone", "phoneLabel", signUpForm),
          personFieldLabel("password", "passwordLabel", signUpForm),
          labelField(
            "confirmPasswordLabel",
            "Confirm password label",
            "Label of the sign-up form's field that repeats the password.",
            "Confirm Password",
          ),
        ]),
        ...inFieldset("terms", [
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
        ]),
        ...inFieldset(
          "form",
          busyButtonFields(
            ["submitLabel", "submittingLabel"],
            "Create account button",
            "the sign-up form's button",
            "while the account is being created",
            ["Create Account", "Creating Account..."],
          ),
        ),
        ...inFieldset(
          "bottom",
          cardLinkFields(
            ["signInPrompt", "Already have an account?"],
            ["signInLabel", "Sign-in", "Sign In"],
            "/signin",
          ),
        ),
      ],
    }),
    defineField({
      name: "resetPassword",
      title: "Reset password page (/forgot-password)",
      type: "object",
      group: "resetPassword",
      description: "Texts of the reset-password page, /forgot-password.",
      fieldsets: cardParts("top", "form", "bottom"),
      fields: [
        ...inFieldset("top", [
          resetHead.pageTitle,
          resetHead.title,
          defineField({
            name: "intro",
            title: "Intro",
            type: "text",
            rows: 2,
            description: "Paragraph under the heading.",
            initialValue: "Enter your email address and we'll send you a link to reset your password.",
          }),
          resetHead.formLabel,
        ]),
        ...inFieldset("form", [
          personFieldLabel("email", "emailLabel", resetForm),
          ...busyButtonFields(
            ["submitLabel", "submittingLabel"],
            "Send button",
            "the reset form's button",
            "while the reset e-mail is being requested",
            ["Send Reset Link", "Sending..."],
          ),
        ]),
        ...inFieldset("bottom", [
          labelField("backLabel", "Back link", "Link back to /signin under the form.", "Back to Sign In"),
          ...cardLinkFields(
            ["helpPrompt", "Need help?"],
            ["helpLabel", "Help", "Contact Support"],
            "/contact",
          ),
        ]),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Account pages" }) },
});
