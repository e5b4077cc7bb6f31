import type {
  AgentPageQueryResult,
  DashboardPageQueryResult,
  GalleryQueryResult,
  LegalPageQueryResult,
  PageQueryResult,
  PostListQueryResult,
  PostPageQueryResult,
  RootQueryResult,
  SitePagesQueryResult,
} from "./sanity.types";

// Named types for what the queries return, derived from the types typegen writes: a
// component takes `PlanContent`, not an indexed chain into a query's result. A type named
// after a schema type (`PlanContent` ↔ schemas/objects/plan.ts) is the shape of that type's
// fragment in ./fragments.ts, the same in every query that uses the fragment.

type Item<T> = NonNullable<T> extends readonly (infer Member)[] ? Member : never;

// The root data (every page)
export type SiteSettingsContent = RootQueryResult["settings"];
/** An agent as menus and footers link to it. */
export type AgentLinkContent = Item<RootQueryResult["agents"]>;
type Settings = NonNullable<SiteSettingsContent>;
/** A link of a menu, its address resolved (`menuLinkFragment`). */
export type MenuLinkContent = Item<Settings["agentTopBarMenu"]>;
/** A link or the AI Agents dropdown (`agentsMenuFragment`) in the main menu. */
export type MainMenuItemContent = Item<Settings["mainMenu"]>;
/** A footer column: of chosen links (`menuColumnFragment`) or of the agents (`agentsColumnFragment`). */
export type FooterColumnContent = Item<Settings["footerColumns"]>;
export type SocialLinkContent = Item<NonNullable<SiteSettingsContent>["socialLinks"]>;
/** The consent banner's texts (siteSettings.consent). */
export type ConsentTexts = NonNullable<Settings["consent"]>;

// Objects
export type AgentContent = NonNullable<AgentPageQueryResult["agent"]>;
export type PlanContent = Item<AgentContent["plans"]>;
export type StatContent = Item<AgentContent["stats"]>;
export type CapabilityContent = Item<AgentContent["capabilityCards"]>;
export type DemoFormContent = NonNullable<AgentContent["demoForm"]>;
export type DemoFieldContent = Item<DemoFormContent["fields"]>;
export type SeoContent = AgentContent["seo"];

// Pages built from blocks and their sections
/** A page built from blocks. */
export type PageContent = NonNullable<PageQueryResult["page"]>;
/** The pages above a nested page built from blocks (their titles head its breadcrumb trail). */
export type PageParents = PageQueryResult["parents"];
/** A section of a page: one of the blocks of blocks/registry.ts. */
export type SectionContent = Item<PageContent["sections"]>;
type SectionOf<T extends SectionContent["_type"]> = Extract<SectionContent, { _type: T }>;
export type AgentsGridContent = SectionOf<"agentsGrid">;
export type AgentPlansSectionContent = SectionOf<"agentPlans">;
export type ConsultingPackagesContent = SectionOf<"consultingPackages">;
export type CaseStudiesSectionContent = SectionOf<"caseStudies">;
/** A lead form section's contact page texts (their fields: blocks/lead-form/schema.ts). */
export type ContactPageContent = SectionOf<"leadForm">["contactPage"];
/** A form made in the content (schemas/documents/form.ts), as a form section reads it. */
export type FormContent = NonNullable<SectionOf<"formSection">["form"]>;
export type FormFieldContent = Item<FormContent["fields"]>;

// Documents
export type AgentCardContent = Item<AgentsGridContent["agents"]>;
export type AgentPlansContent = Item<AgentPlansSectionContent["agents"]>;
export type ConsultingServiceContent = Item<SectionOf<"servicesGrid">["services"]>;
export type ProcessStepContent = Item<SectionOf<"processSteps">["steps"]>;
export type CaseStudyContent = Item<CaseStudiesSectionContent["caseStudies"]>;
export type ServicePackageContent = Item<ConsultingPackagesContent["packages"]>;
export type AddOnContent = Item<ConsultingPackagesContent["addOns"]>;

// Singletons and pages
export type AgentPageLabels = AgentPageQueryResult["labels"];
export type AgentCardLabels = AgentsGridContent["labels"];
/** What an agent page and the dashboard say about starting a free trial (agentsPage). */
export type TrialTexts = DashboardPageContent["trialTexts"];
export type DashboardPageContent = NonNullable<DashboardPageQueryResult>;
/** What the dashboard's account settings say (dashboardPage.settingsCard). */
export type SettingsTexts = DashboardPageContent["settingsCard"] | undefined;
/** An agent with its plans and their quotas, as the client area sets a subscription against them (dashboardPage.agents). */
export type DashboardAgentContent = Item<DashboardPageContent["agents"]>;
/** A plan's quota (`quotaFragment`); null on a plan without one, which content validation refuses. */
export type QuotaContent = Item<DashboardAgentContent["plans"]>["quota"];
/** The client area's navigation: its name and each area's label (dashboardPage.navigation). */
export type DashboardNavigationTexts = DashboardPageContent["navigation"] | undefined;
export type LegalPageContent = NonNullable<LegalPageQueryResult>;
export type GalleryContent = NonNullable<GalleryQueryResult>;
export type SitePageListings = SitePagesQueryResult;
export type AgentListing = Item<SitePagesQueryResult["agents"]>;

// The blog
/** One page of a post list (all posts, a category's or an author's), with its labels. */
export type PostListContent = PostListQueryResult;
/** A post as its card shows it (`postCardFragment`). */
export type PostCardContent = Item<PostListQueryResult["posts"]>;
/** The blog's labels (`insightsLabelsFragment`); null before the singleton is published. */
export type InsightsLabels = PostListQueryResult["labels"];
/** An author as their card and page show them (`authorFragment`). */
export type AuthorContent = NonNullable<PostListQueryResult["author"]>;
/** A post as its own page shows it. */
export type PostContent = NonNullable<PostPageQueryResult["post"]>;
/** A member of a post's body: a Portable Text block or one of the body's objects. */
export type PostBodyContent = Item<PostContent["body"]>;
/** A post as its neighbours link to it (`postLinkFragment`). */
export type PostLinkContent = NonNullable<PostContent["older"]>;
