import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The headers a build's firebase.json has the host send at an address, matched the way the
// Hosting emulator matches them: superstatic's rule matcher (a glob `source`, or a `regex`) on
// the path as it normalizes it, each matching rule's headers in order, a later one's over an
// earlier one's.

type Rule = ({ source: string } | { regex: string }) & { headers: { key: string; value: string }[] };

// The Hosting emulator's own matcher and path normalizer (superstatic, in firebase-tools).
const load = createRequire(import.meta.url);
const { configMatcher } = load("superstatic/lib/utils/patterns") as {
  configMatcher: (path: string, rule: object) => boolean;
};
const slasher = load("glob-slasher") as (glob: string) => string;

/** The header rules of a build's firebase.json (`<buildDir>/firebase.json`). */
export const headerRules = (buildDir: string): Rule[] =>
  JSON.parse(readFileSync(path.join(buildDir, "firebase.json"), "utf8")).hosting.headers ?? [];

/** The headers the host sends at an address by these rules, by lower-case name. */
export function headersAt(rules: readonly Rule[], address: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matched = "source" in rule ? { ...rule, source: slasher(rule.source) } : rule;
    if (configMatcher(slasher(address), matched))
      for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}
