import { documentPath, type AddressedType } from "../../content/documentPaths";

// The documents with a page of their own, by address: what a row of "What works" opens.

/** Every page, legal page, post and agent with a slug: its id, type, slug and language. */
export const ADDRESSED_DOCUMENTS_QUERY = `*[_type in $types && defined(slug.current) && !(_id in path("versions.**"))]{_id, _type, "slug": slug.current, language}`;

const ADDRESSED: Record<AddressedType, true> = { page: true, legalPage: true, post: true, agent: true };

/** The document types with a page of their own (content/documentPaths.ts). */
export const ADDRESSED_TYPES = Object.keys(ADDRESSED) as AddressedType[];

export const hasPage = (type: string): type is AddressedType => Object.hasOwn(ADDRESSED, type);

export type AddressedDocument = { _id: string; _type: AddressedType; slug: string; language?: string | null };

/** The document a row opens: its published id and its type. */
export type DocumentAt = { id: string; type: AddressedType };

const DRAFT = "drafts.";

/**
 * The document at each address. A published document's address wins over a draft's (the site
 * serves what is published); a document only in draft has the address its draft gives.
 */
export function documentsByPath(documents: AddressedDocument[]): Map<string, DocumentAt> {
  const byPath = new Map<string, DocumentAt>();
  const published = documents.filter(({ _id }) => !_id.startsWith(DRAFT));
  const drafts = documents.filter(({ _id }) => _id.startsWith(DRAFT));
  const publishedIds = new Set(published.map(({ _id }) => _id));
  for (const document of [...published, ...drafts]) {
    const id = document._id.startsWith(DRAFT) ? document._id.slice(DRAFT.length) : document._id;
    if (document._id.startsWith(DRAFT) && publishedIds.has(id)) continue;
    const path = documentPath(document._type, document.slug, document.language);
    if (!byPath.has(path)) byPath.set(path, { id, type: document._type });
  }
  return byPath;
}
