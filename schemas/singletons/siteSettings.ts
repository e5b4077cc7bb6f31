import { CogIcon } from "@sanity/icons/Cog";
import { defineArrayMember, defineField, defineType } from "sanity";
import { TEXT_MAX } from "../lib/validation";
import { inFieldset, labelField, languageField } from "../lib/fields";
import { redirectHostProblem } from "../lib/redirects";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "general", title: "Site and contact", default: true },
    { name: "navbar", title: "Navbar and menus" },
    { name: "footer", title: "Footer" },
    { name: "visitors", title: "Consent and languages" },
    { name: "redirects", title: "Redirects" },
  ],
  fields: [
    languageField(),
    defineField({
      name: "siteName",
      title: "Site name",
      type: "string",
      group: "general",
      description:
        "Next to the logo in the navbar, footer and mobile menu; ends the browser tab title of pages without an SEO title.",
      validation: (rule) => rule.required().max(TEXT_MAX.NAME),
    }),
    defineField({
      name: "tagline",
      title: "Tagline",
      type: "string",
      group: "general",
      description: "Not shown on the site at the moment.",
    }),
    defineField({
      name: "promoBanner",
      title: "Promo banner",
      type: "object",
      group: "navbar",
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
      group: "general",
      description: "In the footer, the contact page's details and the home page's contact section.",
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: "contactPhone",
      title: "Contact phone",
      type: "string",
      group: "general",
      description: "In the footer, the contact page's details and the home page's contact section.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "phoneHours",
      title: "Phone hours",
      type: "string",
      group: "general",
      description: "After the phone number in the footer and the contact details, e.g. Mon-Fri 9AM-6PM EST.",
    }),
    defineField({
      name: "address",
      title: "Address",
      type: "string",
      group: "general",
      description: "In the contact details on /contact.",
    }),
    defineField({
      name: "socialLinks",
      title: "Social links",
      type: "array",
      group: ["general", "footer"],
      description: "Icon links in the footer, in this order.",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
    defineField({
      name: "footerBlurb",
      title: "Footer blurb",
      type: "text",
      group: "footer",
      rows: 3,
      description: "Text under the logo in the footer.",
    }),
    defineField({
      name: "footerCtaTitle",
      title: "Footer call to action title",
      type: "string",
      group: "footer",
      description: "Heading of the call-to-action box at the right of the footer, above its text and button.",
      initialValue: "Not sure where to start?",
    }),
    defineField({
      name: "footerCtaText",
      title: "Footer call to action text",
      type: "text",
      group: "footer",
      rows: 2,
      description: "Sentence under the heading of the footer's call-to-action box, above its button.",
    }),
    defineField({
      name: "footerCta",
      title: "Footer button",
      type: "cta",
      group: "footer",
      description: "Button of the call-to-action box at the right of the footer.",
      initialValue: { label: "Free Consultation", href: "/contact" },
    }),
    defineField({
      name: "primaryCta",
      title: "Navbar button",
      type: "cta",
      group: "navbar",
      description: "Navbar button for signed-out visitors, next to Sign In.",
      initialValue: { label: "Get Started", href: "/signup" },
    }),
    defineField({
      name: "agentTopBarCta",
      title: "Agent page top bar button",
      type: "cta",
      group: "navbar",
      description: "Button at the right of the agent pages' top bar.",
      initialValue: { label: "Get Started", href: "/contact" },
    }),
    defineField({
      name: "navigation",
      title: "Navbar and menu texts",
      type: "object",
      group: "navbar",
      description:
        "Texts of the navbar's account links and menu buttons, the breadcrumbs' first step and the screen-reader names of the menus (the menus' own links are in Main menu, Agent top bar menu and Footer columns).",
      options: { collapsible: true, collapsed: true },
      fieldsets: [
        { name: "account", title: "Account links, logout and breadcrumbs' home" },
        { name: "screenReader", title: "Menu buttons, landmarks and skip link (mostly for screen readers)" },
        { name: "language", title: "Language switcher" },
        { name: "search", title: "Search button and dialog" },
      ],
      fields: [
        ...inFieldset("account", [
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
        ]),
        ...inFieldset("screenReader", [
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
        ]),
        ...inFieldset("language", [
          labelField(
            "languageLabel",
            "Language switcher name",
            "Read by screen readers: the name of the language switcher in the navbar, the agent top bar and the mobile menu (its links name each language in its own words).",
            "Language",
          ),
          labelField(
            "untranslatedLabel",
            "No translation note",
            "Language switcher, after the other language's name on a page that has no version in it: its link then opens that language's home page.",
            "(home page)",
          ),
        ]),
        ...inFieldset("search", [
          labelField(
            "searchLabel",
            "Search button",
            "The navbar's and mobile menu's search button, and the name of the search dialog and its field.",
            "Search",
          ),
          labelField(
            "closeSearchLabel",
            "Close search button",
            "Read by screen readers: the close button of the search dialog.",
            "Close search",
          ),
          labelField(
            "searchLoadingText",
            "Search loading",
            "Shown in the search dialog while the search is loading, the first time it is opened.",
            "Loading the search…",
          ),
          labelField(
            "searchFailedText",
            "Search failed",
            "Shown in the search dialog when the search cannot load (the visitor is offline, for example).",
            "The search could not load. Check your connection and try again.",
          ),
          labelField(
            "searchResultLabel",
            "One search result",
            'After the number in the search dialog when one page matches ("1 result").',
            "result",
          ),
          labelField(
            "searchResultsLabel",
            "Several search results",
            'After the number in the search dialog when several pages match ("12 results").',
            "results",
          ),
          labelField(
            "searchNoResultsText",
            "No search results",
            "Shown in the search dialog when no page matches what was typed, before the contact link.",
            "No page matches your search.",
          ),
          labelField(
            "searchContactLabel",
            "Contact link after no results",
            "The link to the contact page shown in the search dialog when no page matches.",
            "Ask us directly",
          ),
        ]),
      ],
    }),
    defineField({
      name: "mainMenu",
      title: "Main menu",
      type: "array",
      group: "navbar",
      description:
        "The navbar's links, in this order, also listed by the mobile menu (on every page but the agent pages). The AI Agents dropdown item sets where the list of agent pages goes.",
      of: [defineArrayMember({ type: "menuLink" }), defineArrayMember({ type: "agentsMenu" })],
    }),
    defineField({
      name: "agentTopBarMenu",
      title: "Agent top bar menu",
      type: "array",
      group: "navbar",
      description: "The links of the agent pages' top bar and of their mobile menu, in this order.",
      of: [defineArrayMember({ type: "menuLink" })],
    }),
    defineField({
      name: "footerColumns",
      title: "Footer columns",
      type: "array",
      group: "footer",
      description:
        "The footer's columns of links, left to right: columns of chosen links, or the column of every agent page.",
      of: [defineArrayMember({ type: "menuColumn" }), defineArrayMember({ type: "agentsColumn" })],
    }),
    defineField({
      name: "copyright",
      title: "Copyright",
      type: "string",
      group: "footer",
      description: "Bottom line of the footer.",
    }),
    defineField({
      name: "consent",
      title: "Consent banner",
      type: "object",
      group: "visitors",
      description:
        "The banner that asks a first-time visitor whether the site may measure their visit, and the footer's button that opens it again. Shown only when the site measures visits (VITE_ANALYTICS_URL is set).",
      options: { collapsible: true, collapsed: true },
      fields: [
        labelField(
          "title",
          "Title",
          "Heading of the consent banner, at the bottom of the screen.",
          "Your privacy",
        ),
        defineField({
          name: "text",
          title: "Text",
          type: "text",
          rows: 3,
          description:
            "What the consent banner asks, under its title: say what is measured and that nothing is without consent.",
          initialValue:
            "May we measure your visit? We count page views and loading times on our own server, with no cookies, to improve this site. Nothing is measured unless you accept.",
          validation: (rule) => rule.required(),
        }),
        labelField(
          "acceptLabel",
          "Accept button",
          "The consent banner's button that allows measuring.",
          "Accept",
        ),
        labelField(
          "rejectLabel",
          "Reject button",
          "The consent banner's button that refuses measuring, as prominent as Accept.",
          "Reject",
        ),
        labelField(
          "privacyLinkLabel",
          "Privacy policy link",
          "The link under the consent banner's buttons to the privacy policy, whose section on cookies says what is measured.",
          "Privacy policy",
        ),
        labelField(
          "settingsLabel",
          "Cookie settings button",
          "The footer's button, on every page, that opens the consent banner again to change the choice.",
          "Cookie settings",
        ),
      ],
    }),
    defineField({
      name: "languageOffer",
      title: "Language offer",
      type: "object",
      group: "visitors",
      description:
        "The note, in this document's language, offered once to a visitor whose browser or earlier choice prefers that language, on a page of the site in another one (it floats at the bottom of the screen). Without it, that language is not offered.",
      options: { collapsible: true, collapsed: true },
      fields: [
        labelField(
          "pageText",
          "Text on a page with a translation",
          "The language offer's text on a page that has a translation in this language.",
          "This page is also in English.",
        ),
        labelField(
          "siteText",
          "Text on a page without a translation",
          "The language offer's text on a page with no translation in this language, whose link leads to this language's home page.",
          "This site is also in English.",
        ),
        labelField(
          "acceptLabel",
          "Link label",
          "The language offer's link to the page's translation, or this language's home page.",
          "Read it in English",
        ),
        labelField(
          "declineLabel",
          "Dismiss button",
          "The language offer's button that closes it.",
          "No, thanks",
        ),
      ],
    }),
    defineField({
      name: "redirectHosts",
      title: "Other sites redirects may lead to",
      type: "array",
      group: "redirects",
      description:
        "The hosts (calendly.com, www.example.org) a redirect's destination may be on besides this site. Empty, every redirect stays on this site. Read from the English settings.",
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) =>
            rule.custom((host: string | undefined) => (host ? (redirectHostProblem(host) ?? true) : true)),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
