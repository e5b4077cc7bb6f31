import { allDocuments, versionsOf, type Doc } from "./dataset";

/**
 * A word of `texts` found in no other document of the dataset, nor anything that starts like
 * it (the site search's index matches words by their stem): only this page's body holds it.
 * Its versions in other languages are left aside: each language's pages are indexed apart.
 */
export function wordOnlyIn(doc: Doc, texts: string[]): string {
  const versions = versionsOf(doc);
  const others = allDocuments()
    .filter((other) => !versions.includes(other._id) && other._type !== "translation.metadata")
    .map((other) => JSON.stringify(other).toLowerCase())
    .join(" ");
  const words =
    texts
      .join(" ")
      .toLowerCase()
      .match(/[a-z]{8,}/g) ?? [];
  const word = words.find((candidate) => !others.includes(candidate.slice(0, 6)));
  if (!word) throw new Error(`no word only ${doc._id} holds`);
  return word;
}

/** A word only an agent's page holds: from its hero text and overview cards. */
export const wordOnlyOnAgentPage = (agent: Doc) =>
  wordOnlyIn(agent, [agent.heroText, ...agent.overviewCards.map((card: Doc) => card.description)]);
