import type {
  AboutPageQueryResult,
  AgentPageQueryResult,
  ContactPageQueryResult,
  DashboardPageQueryResult,
  GalleryQueryResult,
  HomePageQueryResult,
  LegalPageQueryResult,
  NotFoundPageQueryResult,
  PageQueryResult,
  PricingPageQueryResult,
  SiteChromeQueryResult,
  SitePagesQueryResult,
} from "./sanity.types";

// Named types for what the queries return, derived from the types typegen writes: a
// component takes `PlanContent`, not an indexed chain into a query's result. A type named
// after a schema type (`PlanContent` ↔ schemas/objects/plan.ts) is the shape of that type's
// fragment in ./fragments.ts, the same in every query that uses the fragment.

type Item<T> = NonNullable<T> extends readonly (infer Member)[] ? Member : never;

// Site chrome (every page)
export type SiteSettingsContent = SiteChromeQueryResult["settings"];
/** An agent as menus and footers link to it. */
export type AgentLinkContent = Item<SiteChromeQueryResult["agents"]>;
type Settings = NonNullable<SiteSettingsContent>;
/** A link of a menu, its address resolved (`menuLinkFragment`). */
export type MenuLinkContent = Item<Settings["agentTopBarMenu"]>;
/** A link or the AI Agents dropdown (`agentsMenuFragment`) in the main menu. */
export type MainMenuItemContent = Item<Settings["mainMenu"]>;
export type AgentsMenuContent = Extract<MainMenuItemContent, { _type: "agentsMenu" }>;
/** A footer column: of chosen links (`menuColumnFragment`) or of the agents (`agentsColumnFragment`). */
export type FooterColumnContent = Item<Settings["footerColumns"]>;
export type MenuColumnContent = Extract<FooterColumnContent, { _type: "menuColumn" }>;
export type AgentsColumnContent = Extract<FooterColumnContent, { _type: "agentsColumn" }>;
export type SocialLinkContent = Item<NonNullable<SiteSettingsContent>["socialLinks"]>;

// Objects
export type AgentContent = NonNullable<AgentPageQueryResult["agent"]>;
export type PlanContent = Item<AgentContent["plans"]>;
export type StatContent = Item<AgentContent["stats"]>;
export type FeatureCardContent = Item<AgentContent["overviewCards"]>;
export type CapabilityContent = Item<AgentContent["capabilityCards"]>;
export type DemoFormContent = NonNullable<AgentContent["demoForm"]>;
export type DemoFieldContent = Item<DemoFormContent["fields"]>;
export type SeoContent = AgentContent["seo"];

// Documents
export type AgentCardContent = Item<HomePageQueryResult["agents"]>;
export type AgentPlansContent = Item<PricingPageQueryResult["agents"]>;
export type ConsultingServiceContent = Item<HomePageQueryResult["services"]>;
export type ProcessStepContent = Item<HomePageQueryResult["processSteps"]>;
export type CaseStudyContent = Item<HomePageQueryResult["caseStudies"]>;
export type ServicePackageContent = Item<PricingPageQueryResult["packages"]>;
export type AddOnContent = Item<PricingPageQueryResult["addOns"]>;

// Singletons and pages
export type HomePageContent = NonNullable<HomePageQueryResult["page"]>;
export type AgentPageLabels = AgentPageQueryResult["labels"];
export type AgentCardLabels = HomePageQueryResult["agentLabels"];
export type AgentPlansLabels = PricingPageQueryResult["agentLabels"];
export type AboutPageContent = NonNullable<AboutPageQueryResult>;
export type ContactPageContent = NonNullable<ContactPageQueryResult>;
export type DashboardPageContent = NonNullable<DashboardPageQueryResult>;
export type LegalPageContent = NonNullable<LegalPageQueryResult>;
export type GalleryContent = NonNullable<GalleryQueryResult>;
export type NotFoundPageContent = NotFoundPageQueryResult;
/** A page built from blocks. */
export type PageContent = NonNullable<PageQueryResult["page"]>;
export type SitePageListings = SitePagesQueryResult;
export type AgentListing = Item<SitePagesQueryResult["agents"]>;
