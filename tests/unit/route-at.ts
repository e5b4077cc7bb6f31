import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type Params } from "react-router";
import routes from "#web/routes.ts";

type Matchable = { path?: string; index?: boolean; file: string; children?: Matchable[] };

const matchable = (entries: RouteConfigEntry[]): Matchable[] =>
  entries.map(({ path, index, file, children }) => ({
    path,
    index,
    file,
    children: children && matchable(children),
  }));

// Under the root route, as React Router puts them (web/root.tsx).
const tree = [{ path: "", file: "root.tsx", children: matchable(routes) }];

/** The route module that renders `address` in web/routes.ts, as the router matches it, and its params. */
export function routeAt(address: string): { file: string; params: Params } {
  const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], address);
  const leaf = matches?.at(-1);
  if (!leaf) throw new Error(`No route matches ${address}`);
  return { file: path.resolve("web", (leaf.route as Matchable).file), params: leaf.params };
}
