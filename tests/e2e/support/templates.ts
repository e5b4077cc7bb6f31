import { readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { pageKinds, type PageKind } from "#content/pageKinds.ts";
import { paths } from "#content/paths.ts";
import { agents, authors, builtFromBlocks, categories, posts, type Doc } from "./dataset";
import { EVERY_BLOCK_SLUG } from "./changed-dataset";
import { builtPages } from "./routes";

// The pages a browser visits: one of each template, never every document (docs/testing.md, "What
// a browser visits"); every document is checked as a built file (tests/build/). The set is
// computed from the registries (the page kinds, the extracted schema's blocks and their
// variants, the post body's members) and the dataset the build read: it follows a new route
// module, block type, variant or kind of post body, and does not grow with the content.

export type TemplateVisit = {
  path: string;
  /** The kind of page it is (content/pageKinds.ts). */
  kind: PageKind;
  /** What this visit stands for. */
  covers: string;
  /** The language the host serves its 404 page in (the `firebase-language-override` cookie). */
  hostLanguage?: string;
};

const SPANISH = "es";

/** An unknown address: the host answers it with its 404 page. */
export const UNKNOWN_PATH = "/no-such-page";

// --- What a set of documents holds ------------------------------------------------------------

/** The fewest of `candidates` that together hold everything any of them holds: the first such set, in order. */
export function fewestCovering<T>(candidates: T[], holds: (candidate: T) => Set<string>): T[] {
  const held = candidates.map(holds);
  const everything = new Set(held.flatMap((items) => [...items]));
  const covers = (chosen: number[]) =>
    [...everything].every((item) => chosen.some((index) => held[index].has(item)));
  function* subsets(size: number, from = 0): Generator<number[]> {
    if (size === 0) return yield [];
    for (let index = from; index <= candidates.length - size; index++)
      for (const rest of subsets(size - 1, index + 1)) yield [index, ...rest];
  }
  for (let size = 0; size <= candidates.length; size++)
    for (const chosen of subsets(size)) if (covers(chosen)) return chosen.map((index) => candidates[index]);
  return candidates;
}

type Literal = { type: string; value?: unknown };
type Attribute = { value: { type: string; of?: Literal[] | { of?: { rest?: { name?: string } }[] } } };
type SchemaType = { name: string; attributes?: Record<string, Attribute>; value?: SchemaType };
const SCHEMA = JSON.parse(readFileSync(path.resolve("schemas/schema.json"), "utf8")) as SchemaType[];
const attributesOf = (name: string) => {
  const type = SCHEMA.find((candidate) => candidate.name === name);
  return type?.attributes ?? type?.value?.attributes ?? {};
};

/** The block types a page's sections can be (blocks/registry.ts, as the extracted schema has them). */
export function blockTypes(): string[] {
  const sections = attributesOf("page").sections?.value.of as { of?: { rest?: { name?: string } }[] };
  return (sections?.of ?? []).flatMap((member) => (member.rest?.name ? [member.rest.name] : []));
}

/** A block's fields that take one of a list of values (a lead form's layout, a band's tone), with the values. */
function variantFields(block: string): [string, unknown[]][] {
  return Object.entries(attributesOf(block)).flatMap(([field, { value }]) => {
    const members = value.type === "union" ? (value.of as Literal[]) : [];
    return field !== "_type" && members.length && members.every((member) => "value" in member)
      ? [[field, members.map((member) => member.value)]]
      : [];
  });
}

/** Every block type and every variant a page can show: `hero`, `ctaBand.tone=tinted`. */
export const everySectionKind = () =>
  blockTypes().flatMap((block) => [
    block,
    ...variantFields(block).flatMap(([field, values]) => values.map((value) => `${block}.${field}=${value}`)),
  ]);

/** The block types and variants of a page's shown sections. */
export function sectionKinds(page: Doc): Set<string> {
  const kinds = new Set<string>();
  for (const section of (page.sections ?? []) as Doc[]) {
    if (section.hidden) continue;
    kinds.add(section._type);
    for (const [field] of variantFields(section._type))
      if (section[field] !== undefined) kinds.add(`${section._type}.${field}=${section[field]}`);
  }
  return kinds;
}

type Member = { type: string; rest?: { name?: string }; attributes?: Record<string, Attribute> };
/** The values an attribute of the schema may take, when it names them: one, or a list. */
const literals = (attribute?: Attribute): string[] => {
  const value = attribute?.value as (Literal & { of?: Literal[] }) | undefined;
  if (value?.type === "union") return (value.of ?? []).map((member) => String(member.value));
  return value && "value" in value ? [String(value.value)] : [];
};

/**
 * Every kind of member a post's body can hold (schemas/lib/postBody.ts, as the extracted schema
 * has it): each member type, each block style, list type and annotation.
 */
export function everyBodyKind(): string[] {
  const body = attributesOf("post").body?.value.of as { of?: Member[] };
  return (body?.of ?? []).flatMap((member) => {
    const type = member.rest?.name ?? literals(member.attributes?._type)[0];
    if (type !== "block") return type ? [type] : [];
    const markDefs = member.attributes?.markDefs?.value.of as
      { attributes?: Record<string, Attribute> } | undefined;
    return [
      type,
      ...literals(member.attributes?.style).map((style) => `style:${style}`),
      ...literals(member.attributes?.listItem).map((list) => `list:${list}`),
      ...literals(markDefs?.attributes?._type).map((annotation) => `annotation:${annotation}`),
    ];
  });
}

/** What a post's body holds: each member type, block style, list type, decorator and annotation. */
export function bodyKinds(post: Doc): Set<string> {
  const kinds = new Set<string>();
  for (const member of (post.body ?? []) as Doc[]) {
    kinds.add(member._type);
    if (member._type !== "block") continue;
    kinds.add(`style:${member.style ?? "normal"}`);
    if (member.listItem) kinds.add(`list:${member.listItem}`);
    for (const child of (member.children ?? []) as Doc[])
      for (const mark of (child.marks ?? []) as string[]) {
        const annotation = (member.markDefs ?? []).find((definition: Doc) => definition._key === mark);
        kinds.add(annotation ? `annotation:${annotation._type}` : `decorator:${mark}`);
      }
  }
  return kinds;
}

// --- The visits -------------------------------------------------------------------------------

const englishPages = () =>
  builtPages().filter((page) => (page.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE);

/**
 * The pages built from blocks that a browser visits: the every-block page, each page at a fixed
 * address of its own (content/paths.ts: home, /about-us, /pricing…), and whichever others it
 * takes to show every block type and variant any page shows.
 */
function builtPageVisits(): TemplateVisit[] {
  const fixed = new Set(
    Object.values(paths as Record<string, unknown>).filter(
      (value): value is string => typeof value === "string",
    ),
  );
  const everyBlock = builtFromBlocks().find((page) => page.slug.current === EVERY_BLOCK_SLUG);
  const chosen = builtFromBlocks().filter(
    (page) => page === everyBlock || fixed.has(paths.page(page.slug.current)),
  );
  const shown = new Set(chosen.flatMap((page) => [...sectionKinds(page)]));
  const others = builtFromBlocks().filter((page) => !chosen.includes(page));
  const missing = (page: Doc) => new Set([...sectionKinds(page)].filter((kind) => !shown.has(kind)));
  const more = fewestCovering(
    others.filter((page) => missing(page).size),
    missing,
  );
  return [...chosen, ...more].map((page) => ({
    path: paths.page(page.slug.current),
    kind: "page" as const,
    covers: page === everyBlock ? "every block type" : "a page built from blocks",
  }));
}

/** The blog's templates: its list, a category's, an author's, and the fewest posts that hold every kind of body. */
function blogVisits(): TemplateVisit[] {
  const [category] = categories();
  const [author] = authors();
  const visits = [
    { path: paths.insights, covers: "the blog's list" },
    ...(category ? [{ path: paths.category(category.slug.current), covers: "a category's list" }] : []),
    ...(author ? [{ path: paths.author(author.slug.current), covers: "an author's list" }] : []),
    ...fewestCovering(posts(), bodyKinds).map((post) => ({
      path: paths.post(post.slug.current),
      covers: "posts with every kind of body member",
    })),
  ];
  return visits.map((visit) => ({ ...visit, kind: "blog" }));
}

/**
 * Each page kind's template (content/pageKinds.ts): an agent, the pages built from blocks, the
 * blog, and each app page at its address; of the client area only its guard, which sends a
 * visitor who is not signed in to sign in (dashboard.spec visits each area signed in).
 */
function englishVisits(): TemplateVisit[] {
  const visits: TemplateVisit[] = [];
  for (const [kind, entry] of pageKinds()) {
    if (kind === "agent")
      visits.push({ path: paths.agent(agents()[0].slug.current), kind, covers: "an agent" });
    else if (kind === "page") visits.push(...builtPageVisits());
    else if (kind === "blog") visits.push(...blogVisits());
    else if (kind === "notFound") visits.push({ path: UNKNOWN_PATH, kind, covers: "the not-found page" });
    else if (kind === "dashboard")
      visits.push({ path: paths.dashboard, kind, covers: "the client area's guard" });
    else if (entry.path && !kind.startsWith("dashboard"))
      visits.push({ path: entry.path, kind, covers: kind });
  }
  const built = new Set(englishPages().map((page) => page.path));
  for (const visit of visits)
    if (visit.path !== UNKNOWN_PATH && !built.has(visit.path))
      throw new Error(`${visit.path} (${visit.covers}) is not a page of the build`);
  return visits;
}

/**
 * The Spanish twin of one page of each kind that has pages in Spanish (its home page, an agent,
 * each legal page) and the Spanish not-found page: the same layouts with longer words.
 */
function spanishVisits(english: TemplateVisit[]): TemplateVisit[] {
  const spanish = builtPages().filter((page) => page.language === SPANISH);
  const twins = new Map<PageKind, TemplateVisit>();
  for (const visit of english) {
    const twin = spanish.find((page) => page.path === localizedPath(visit.path, SPANISH));
    if (twin && !twins.has(twin.kind))
      twins.set(twin.kind, { path: twin.path, kind: twin.kind, covers: `${visit.covers}, in Spanish` });
  }
  const notFound = localizedPath(paths.notFound, SPANISH);
  return [
    ...twins.values(),
    { path: notFound, kind: "notFound", covers: "the not-found page, in Spanish", hostLanguage: SPANISH },
  ];
}

/** Every page a browser visits, each once per engine and width (docs/testing.md). */
export function templateVisits(): TemplateVisit[] {
  const english = englishVisits();
  return [...english, ...spanishVisits(english)];
}
