import { createServer } from "node:http";
import { E2E_STUDIO_URL } from "./studio-origin";

// The stand-in Presentation tool's page (./presentation-studio.ts), served at the Studio's origin
// for the whole run (playwright.config.ts webServer): Chromium lets only a page it fetched from
// this machine frame a local site (Local Network Access). It frames the address in `?site=`;
// its script and every request it makes are answered by the test itself (page.route).
// The frame is tall: the overlays take the pointer only on an element that shows at least 30%
// of itself, and a dragged section and its neighbour must both.
const server = createServer((request, response) => {
  const site = new URL(request.url ?? "/", E2E_STUDIO_URL).searchParams.get("site") ?? "";
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(`<!doctype html><html lang="en" data-hydrated="true"><head><title>Presentation</title></head>
<body style="margin:0"><iframe title="Preview" src="${site.replace(/"/g, "&quot;")}" style="width:1280px;height:1500px;border:0"></iframe>
<script type="module" src="/studio.js"></script></body></html>`);
});
const { hostname, port } = new URL(E2E_STUDIO_URL);
server.listen(Number(port), hostname);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
