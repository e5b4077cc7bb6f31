import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { UNSAFE_decodeViaTurboStream as decode } from "react-router";
import { paths } from "#content/paths.ts";
import { trimRouteData, reactRouterEncoder } from "./routeData.server";

const read = async (file: string) =>
  (await decode(new Blob([readFileSync(file)]).stream(), globalThis as typeof window)).value;

// A redirect's data file exactly as React Router's prerendering writes it (the dataset's /privacy).
const REDIRECT = `[["SingleFetchRedirect",1],{"_2":3,"_4":5,"_6":7,"_8":7,"_9":7},"redirect","${paths.privacy}","status",301,"revalidate",false,"reload","replace"]`;

it("takes the root's data and the head tags only read from documents out of every page's data file, and keeps the rest as it was", async () => {
  const encode = await reactRouterEncoder();
  const client = mkdtempSync(path.join(tmpdir(), "route-data-"));
  mkdirSync(path.join(client, "agents"));
  const write = async (file: string, value: unknown) =>
    writeFileSync(path.join(client, file), new Uint8Array(await new Response(encode(value)).arrayBuffer()));
  const root = { data: { settings: { title: "Nexora" }, messages: { loading: "Loading..." } } };
  const title = { title: "Data Analyst | Nexora" };
  const alternate = { tagName: "link", rel: "alternate", hrefLang: "es", href: "/es/agents/data-analyst" };
  const head = [
    title,
    { name: "description", content: "Reports." },
    { property: "og:title", content: "Data Analyst" },
    { name: "twitter:card", content: "summary_large_image" },
    alternate,
    { "script:ld+json": { "@type": "Service" } },
  ];
  const content = { name: "Data Analyst", price: 49, tagline: undefined, released: null };
  const agent = { data: { content, head } };
  await write("agents/data-analyst.data", { root, "routes/agent-layout": { data: null }, "agent/x": agent });
  await write("_.data", { root, "page/index": { data: { title: "Home" } } });
  writeFileSync(path.join(client, "privacy.data"), REDIRECT);

  await trimRouteData(client);

  expect(await read(path.join(client, "agents/data-analyst.data"))).toEqual({
    "routes/agent-layout": { data: null },
    "agent/x": { data: { content, head: [title, { name: "description", content: "Reports." }, alternate] } },
  });
  expect(await read(path.join(client, "_.data"))).toEqual({ "page/index": { data: { title: "Home" } } });
  expect(readFileSync(path.join(client, "privacy.data"), "utf8")).toBe(REDIRECT);
});
