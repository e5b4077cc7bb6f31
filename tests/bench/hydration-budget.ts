import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { PageKind } from "#content/pageKinds.ts";

const KB = 1024;

/**
 * The JavaScript a page loads before it has hydrated (`<html data-hydrated="true">`: every part of
 * the page live), gzipped at level 9, React's framework chunk included: what the main thread
 * evaluates and renders in a page's first seconds, its blocking work. Bytes are deterministic, so
 * the budget is a test (tests/e2e/templates.spec.ts, each template page of the tests' dataset at
 * 375 px); times are not. Per kind of page (content/pageKinds.ts), the every-block page apart (it
 * holds every block's code): the largest page of each kind when it was set, and 2 KB of room
 * (docs/decisions/027-hydration-budget.md). A change that loads more before the page is live
 * fails here, naming the page. A kind with no page in the tests' dataset has no budget.
 * The account pages, and the client area's guard (which sends a visitor to sign in), load Firebase
 * Auth's SDK as they hydrate: it arrives before or after the page is live, as the network goes, so
 * their budgets hold it (sign-in 142 KB without it, 186 KB with it; the guard 150 KB without it).
 * The guard's went from 204 KB to 208 KB with issue 67: its loader's reads (Billing's card, usage
 * over time, the header's notifications) loaded before it was live in one CI run of three, at 205.9
 * KB (docs/decisions/034-client-area-first-load-budget.md).
 */
export const HYDRATION_BUDGET: Partial<Record<PageKind | "everyBlock", number>> = {
  everyBlock: 174 * KB,
  page: 160 * KB,
  agent: 145 * KB,
  blog: 145.5 * KB,
  terms: 142.5 * KB,
  privacy: 137 * KB,
  signIn: 188 * KB,
  signUp: 188 * KB,
  forgotPassword: 185.5 * KB,
  dashboard: 208 * KB,
  notFound: 131.5 * KB,
};

/** The gzip -9 bytes of built files (`/assets/…` addresses) of the build's `client` folder. */
export const gzippedBytes = (client: string, files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length, 0);
