// Texts of the bundled dataset for component tests: a test renders today's texts from the
// content (as the site does), and can change one to see that the screen follows it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { rootQuery } from "#content/queries.ts";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { queryRunner } from "./run-query";
import type { AgentPageLabels, TrialTexts } from "#content/contentTypes.ts";
import type {
  ResetPasswordPageQueryResult,
  SignInPageQueryResult,
  SignUpPageQueryResult,
  RootQueryResult,
} from "#content/sanity.types.ts";

const SEED_FILE = path.resolve("studio/seed/production.ndjson");
const documents = parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE);
const runQuery = queryRunner(documents);

/** The bundled document with this `_id`. */
export function seedDocument(id: string): Record<string, unknown> {
  const found = documents.find((document) => document._id === id);
  if (!found) throw new Error(`The bundled dataset has no document ${id}`);
  return structuredClone(found);
}

type Settings = NonNullable<RootQueryResult["settings"]>;

const siteSettings = seedDocument("siteSettings");
const accountPages = seedDocument("accountPages");
const agentsPage = seedDocument("agentsPage");

/** Site settings with every field empty but those a test gives: what a component shows of them. */
export const siteSettingsWith = (fields: Partial<Settings>): Settings => ({
  _id: "siteSettings",
  _type: "siteSettings",
  siteName: null,
  tagline: null,
  promoBanner: null,
  contactEmail: null,
  contactPhone: null,
  phoneHours: null,
  address: null,
  socialLinks: null,
  footerBlurb: null,
  footerCtaTitle: null,
  footerCtaText: null,
  footerCta: null,
  primaryCta: null,
  agentTopBarCta: null,
  copyright: null,
  consent: null,
  navigation: null,
  mainMenu: null,
  agentTopBarMenu: null,
  footerColumns: null,
  ...fields,
});

/** The consent banner's texts (`siteSettings.consent`). */
export const seedConsent = siteSettings.consent as NonNullable<Settings["consent"]>;

/** The navbar, menu and breadcrumb labels (`siteSettings.navigation`). */
export const seedNavigation = siteSettings.navigation as Settings["navigation"];

/** The root data as the root loader gives it: `rootQuery` run on the bundled dataset. */
export const seedRootContent = runQuery(rootQuery) as RootQueryResult;
/** The bundled menus, their links resolved by the query (`mainMenu`, `agentTopBarMenu`, `footerColumns`). */
export const seedMenus = (({ mainMenu, agentTopBarMenu, footerColumns }: Settings) => ({
  mainMenu,
  agentTopBarMenu,
  footerColumns,
}))(seedRootContent.settings!);

export const seedSignIn = accountPages.signIn as NonNullable<SignInPageQueryResult>;
export const seedSignUp = accountPages.signUp as NonNullable<SignUpPageQueryResult>;
export const seedResetPassword = accountPages.resetPassword as NonNullable<ResetPasswordPageQueryResult>;

/** The agent page's Start Free Trial button (`agentsPage.startTrialCta`). */
export const seedStartTrialCta = agentsPage.startTrialCta as NonNullable<
  NonNullable<AgentPageLabels>["startTrialCta"]
>;

/** What an agent page and the dashboard say while a free trial starts, or when it cannot (`agentsPage`). */
export const seedTrialTexts = {
  _id: "agentsPage",
  _type: "agentsPage",
  trialStartingLabel: agentsPage.trialStartingLabel,
  trialExistsText: agentsPage.trialExistsText,
  trialDashboardLinkLabel: agentsPage.trialDashboardLinkLabel,
  trialFailedText: agentsPage.trialFailedText,
  trialRetryLabel: agentsPage.trialRetryLabel,
} as NonNullable<TrialTexts>;

/** A query run on the bundled dataset as the build runs it, in `language` (its `$language`). */
export async function seedQueryResult<Result>(query: string, language = "en"): Promise<Result> {
  return runQuery(query, { language }) as Result;
}
