import { CogIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { labelField } from "../lib/fields";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  fields: [
    defineField({
      name: "siteName",
      title: "Site name",
      type: "string",
      description:
        "Next to the logo in the navbar, footer and mobile menu; ends the browser tab title of pages without an SEO title.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "tagline",
      title: "Tagline",
      type: "string",
      description: "Not shown on the site at the moment.",
    }),
    defineField({
      name: "promoBanner",
      title: "Promo banner",
      type: "object",
      description: "The strip above the top bar of the agent pages. Leave the text empty to hide it.",
      fields: [
        defineField({
          name: "text",
          title: "Text",
          type: "string",
          description: "The offer in the promo strip on the agent pages.",
        }),
        defineField({
          name: "cta",
          title: "Link",
          type: "cta",
          description: "Link after the text in the promo strip.",
        }),
      ],
    }),
    defineField({
      name: "contactEmail",
      title: "Contact e-mail",
      type: "string",
      description: "In the footer, the contact page's details and the home page's contact section.",
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: "contactPhone",
      title: "Contact phone",
      type: "string",
      description: "In the footer, the contact page's details and the home page's contact section.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "phoneHours",
      title: "Phone hours",
      type: "string",
      description: "After the phone number in the footer and the contact details, e.g. Mon-Fri 9AM-6PM EST.",
    }),
    defineField({
      name: "address",
      title: "Address",
      type: "string",
      description: "In the contact details on /contact.",
    }),
    defineField({
      name: "socialLinks",
      title: "Social links",
      type: "array",
      description: "Icon links in the footer, in this order.",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
    defineField({
      name: "footerBlurb",
      title: "Footer blurb",
      type: "text",
      rows: 3,
      description: "Text under the logo in the footer.",
    }),
    defineField({
      name: "footerCtaTitle",
      title: "Footer call to action title",
      type: "string",
      description: "Heading of the call-to-action box at the right of the footer, above its text and button.",
      initialValue: "Not sure where to start?",
    }),
    defineField({
      name: "footerCtaText",
      title: "Footer call to action text",
      type: "text",
      rows: 2,
      description: "Sentence under the heading of the footer's call-to-action box, above its button.",
    }),
    defineField({
      name: "footerCta",
      title: "Footer button",
      type: "cta",
      description: "Button of the call-to-action box at the right of the footer.",
      initialValue: { label: "Free Consultation", href: "/contact" },
    }),
    defineField({
      name: "primaryCta",
      title: "Navbar button",
      type: "cta",
      description: "Navbar button for signed-out visitors, next to Sign In.",
      initialValue: { label: "Get Started", href: "/signup" },
    }),
    defineField({
      name: "agentTopBarCta",
      title: "Agent page top bar button",
      type: "cta",
      description: "Button at the right of the agent pages' top bar.",
      initialValue: { label: "Get Started", href: "/contact" },
    }),
    defineField({
      name: "navigation",
      title: "Navbar and menu texts",
      type: "object",
      description:
        "Texts of the navbar's account links and menu buttons, the breadcrumbs' first step and the screen-reader names of the menus (the menus' own links are in Main menu, Agent top bar menu and Footer columns).",
      options: { collapsible: true, collapsed: true },
      fields: [
        labelField(
          "homeLabel",
          "Home link",
          "First step of every breadcrumb trail, a link to the home page (also in search results).",
          "Home",
        ),
        labelField(
          "signInLabel",
          "Sign in link",
          "Navbar and mobile menu link to /signin, shown to signed-out visitors.",
          "Sign In",
        ),
        labelField(
          "dashboardLabel",
          "Dashboard link",
          "Navbar and mobile menu link to /dashboard, shown to signed-in visitors.",
          "Dashboard",
        ),
        labelField(
          "logoutLabel",
          "Logout button",
          "Navbar and mobile menu button for signed-in visitors; also the Logout button at the top of the dashboard.",
          "Logout",
        ),
        labelField(
          "openMenuLabel",
          "Open menu button",
          "Read by screen readers: the menu button that opens the mobile menu on small screens.",
          "Open menu",
        ),
        labelField(
          "closeMenuLabel",
          "Close menu button",
          "Read by screen readers: the close button at the top of the mobile menu.",
          "Close menu",
        ),
        labelField(
          "mainNavLabel",
          "Main navigation name",
          "Read by screen readers: the name of the navbar's (and the agent top bar's) list of links.",
          "Main",
        ),
        labelField(
          "mobileNavLabel",
          "Mobile navigation name",
          "Read by screen readers: the name of the mobile menu's list of links.",
          "Mobile",
        ),
        labelField(
          "breadcrumbLabel",
          "Breadcrumb name",
          "Read by screen readers: the name of the breadcrumb trail in the banner of the inner pages and agent pages.",
          "Breadcrumb",
        ),
        labelField(
          "skipLinkLabel",
          "Skip link",
          "First link of every page, shown when a keyboard user tabs to it: jumps past the navbar to the page's content.",
          "Skip to main content",
        ),
      ],
    }),
    defineField({
      name: "mainMenu",
      title: "Main menu",
      type: "array",
      description:
        "The navbar's links, in this order, also listed by the mobile menu (on every page but the agent pages). The AI Agents dropdown item sets where the list of agent pages goes.",
      of: [defineArrayMember({ type: "menuLink" }), defineArrayMember({ type: "agentsMenu" })],
    }),
    defineField({
      name: "agentTopBarMenu",
      title: "Agent top bar menu",
      type: "array",
      description: "The links of the agent pages' top bar and of their mobile menu, in this order.",
      of: [defineArrayMember({ type: "menuLink" })],
    }),
    defineField({
      name: "footerColumns",
      title: "Footer columns",
      type: "array",
      description:
        "The footer's columns of links, left to right: columns of chosen links, or the column of every agent page.",
      of: [defineArrayMember({ type: "menuColumn" }), defineArrayMember({ type: "agentsColumn" })],
    }),
    defineField({
      name: "copyright",
      title: "Copyright",
      type: "string",
      description: "Bottom line of the footer.",
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
