import { evaluateSync, parse } from "groq-js";
import type { SanityDocumentLike } from "sanity";

type Params = Record<string, unknown>;

// A query's syntax tree depends only on its text and parameters; evaluating it leaves it as it is.
const parsed = new Map<string, ReturnType<typeof parse>>();

function parsedQuery(query: string, params: Params) {
  const key = `${query}\n${JSON.stringify(params)}`;
  let tree = parsed.get(key);
  if (!tree) {
    tree = parse(query, { params });
    parsed.set(key, tree);
  }
  return tree;
}

/**
 * GROQ on `dataset` as the build runs it on the bundled dataset (web/shared/sanity/fetch.server.ts):
 * synchronously, with an index by id for `->`. The asynchronous evaluation gives the same answers
 * several times slower: it awaits every document of every scan.
 */
export function queryRunner(dataset: SanityDocumentLike[]) {
  const byId = new Map(dataset.map((doc) => [doc._id, doc]));
  const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null;
  return (query: string, params: Params = {}): unknown =>
    evaluateSync(parsedQuery(query, params), { dataset, params, dereference }).data;
}
