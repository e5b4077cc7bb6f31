import { addOn } from "./documents/addOn";
import { agent } from "./documents/agent";
import { author } from "./documents/author";
import { caseStudy } from "./documents/caseStudy";
import { form } from "./documents/form";
import { category } from "./documents/category";
import { consultingService } from "./documents/consultingService";
import { legalPage } from "./documents/legalPage";
import { page } from "./documents/page";
import { post } from "./documents/post";
import { processStep } from "./documents/processStep";
import { redirect } from "./documents/redirect";
import { servicePackage } from "./documents/servicePackage";
import { agentsColumn } from "./objects/agentsColumn";
import { agentsMenu } from "./objects/agentsMenu";
import { callout } from "./objects/callout";
import { capability } from "./objects/capability";
import { codeBlock } from "./objects/codeBlock";
import { cta } from "./objects/cta";
import { demoField } from "./objects/demoField";
import { demoForm } from "./objects/demoForm";
import { featureCard } from "./objects/featureCard";
import { formField } from "./objects/formField";
import { galleryBreakpoint } from "./objects/galleryBreakpoint";
import { galleryItem } from "./objects/galleryItem";
import { menuColumn } from "./objects/menuColumn";
import { menuLink } from "./objects/menuLink";
import { option } from "./objects/option";
import { plan } from "./objects/plan";
import { postImage } from "./objects/postImage";
import { quota } from "./objects/quota";
import { sectionHeading } from "./objects/sectionHeading";
import { seo } from "./objects/seo";
import { socialLink } from "./objects/socialLink";
import { stat } from "./objects/stat";
import { table } from "./objects/table";
import { tableRow } from "./objects/tableRow";
import { accountPages } from "./singletons/accountPages";
import { agentsPage } from "./singletons/agentsPage";
import { dashboardPage } from "./singletons/dashboardPage";
import { gallery } from "./singletons/gallery";
import { insightsPage } from "./singletons/insightsPage";
import { notFoundPage } from "./singletons/notFoundPage";
import { siteSettings } from "./singletons/siteSettings";
// The page builder's blocks: each has its folder under blocks/, schema and site code side by side.
import { blockSchemas } from "../blocks/registry";
import { withPlainText } from "./lib/plainText";

const objects = [
  seo,
  cta,
  stat,
  featureCard,
  capability,
  plan,
  quota,
  demoField,
  demoForm,
  formField,
  option,
  socialLink,
  sectionHeading,
  galleryItem,
  galleryBreakpoint,
  menuLink,
  agentsMenu,
  menuColumn,
  agentsColumn,
  postImage,
  callout,
  codeBlock,
  table,
  tableRow,
  ...blockSchemas,
];

const documents = [
  page,
  agent,
  consultingService,
  servicePackage,
  addOn,
  caseStudy,
  processStep,
  legalPage,
  redirect,
  post,
  author,
  category,
  form,
];

const singletons = [
  siteSettings,
  agentsPage,
  notFoundPage,
  dashboardPage,
  accountPages,
  gallery,
  insightsPage,
];

// Every text field refuses hidden characters (./lib/plainText.ts).
export const schemaTypes = withPlainText([...objects, ...documents, ...singletons]);

/**
 * Singleton document types; each has exactly one English document, whose `_id` is the type name,
 * and at most one translation per other language (content/languages.ts).
 */
export const singletonTypes: ReadonlySet<string> = new Set(singletons.map((t) => t.name));

/** The singletons' types and titles, in the order above (the Studio lists them so). */
export const singletonSchemas: readonly { name: string; title?: string }[] = singletons;
