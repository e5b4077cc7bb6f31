// The GROQ projection of each content type, written once and named after its schema type
// (schemas/objects/plan.ts → `planFragment`). The queries in ./queries.ts compose them;
// docs/content-modules.md maps each type to its schema, fragment, result type and component.

/** A published singleton by its fixed id, which equals its type name. */
export const singleton = <Type extends string>(type: Type) =>
  `*[_type == "${type}" && _id == "${type}"][0]` as const;

/** The agents a visitor can reach, in their display order. */
export const agentsInOrder = /* groq */ `*[_type == "agent" && defined(slug.current)] | order(order asc)`;

// Objects

export const ctaFragment = /* groq */ `{label, href}`;

export const seoFragment = /* groq */ `{title, description, image{asset, hotspot, crop}, noIndex}`;

export const statFragment = /* groq */ `{_key, value, label}`;

export const optionFragment = /* groq */ `{_key, value, label}`;

export const featureCardFragment = /* groq */ `{_key, icon, title, description}`;

export const capabilityFragment = /* groq */ `{_key, icon, title, description, features}`;

export const planFragment = /* groq */ `{_key, name, price, period, features, popular}`;

export const expertiseAreaFragment = /* groq */ `{_key, icon, title, years, description}`;

export const socialLinkFragment = /* groq */ `{_key, network, label, url}`;

export const demoFormFragment = /* groq */ `{
  title, description, submitLabel, successMessage,
  fields[]{_key, name, label, kind, placeholder, options}
}`;

export const galleryBreakpointFragment = /* groq */ `{_key, minWidth, slidesPerView}`;

export const galleryItemFragment = /* groq */ `{_key, link, image{asset, hotspot, crop, alt}}`;

// Documents

/** An agent as menus and footers link to it. */
export const agentLinkFragment = /* groq */ `{_id, _type, name, "slug": slug.current, icon}`;

/** An agent as its card shows it (home, /agents). */
export const agentCardFragment = /* groq */ `{
  _id, _type, name, "slug": slug.current, icon, cardDescription, bestFor, capabilities,
  "fromPrice": math::min(plans[].price),
  "fromPeriod": plans[defined(price)] | order(price asc)[0].period
}`;

/** An agent as its own page shows it. */
export const agentPageFragment = /* groq */ `{
  _id, _type, name, "slug": slug.current, icon, cardDescription, heroTagline, heroText,
  stats[]${statFragment},
  overviewCards[]${featureCardFragment},
  capabilityCards[]${capabilityFragment},
  plans[]${planFragment},
  useCases[]${featureCardFragment},
  demoForm${demoFormFragment},
  seo${seoFragment}
}`;

/** An agent with its plans (/pricing). */
export const agentPlansFragment = /* groq */ `{_id, _type, name, "slug": slug.current, icon, plans[]${planFragment}}`;

export const consultingServiceFragment = /* groq */ `{_id, _type, title, serviceId, icon, description, tools}`;

export const processStepFragment = /* groq */ `{_id, _type, title, order, icon, description}`;

export const caseStudyFragment = /* groq */ `{_id, _type, company, industry, challenge, solution, results}`;

export const servicePackageFragment = /* groq */ `{
  _id, _type, name, price, priceDetail, description, features, popular, cta${ctaFragment}
}`;

export const addOnFragment = /* groq */ `{_id, _type, name, icon, price, fromPrice, period, description}`;
