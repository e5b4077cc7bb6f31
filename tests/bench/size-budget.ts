import path from "node:path";
import { BUDGET, budgetOf, CLIENT_AREA_BUDGET, measureFirstLoad, overBudget } from "./first-load";
import { prerenderedPages } from "#web/files/prerenderedHtml.server.ts";

// Every prerendered page's first load against the budget (first-load.ts): the app's
// own share (all but the framework chunk of React and React Router), the total, the number of
// files and the render-blocking stylesheets. Usage: npm run size   (BUILD_DIR or build/)
const client = path.resolve(process.env.BUILD_DIR || "build", "client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const failures: string[] = [];
console.log("| page | app share | framework | total | files | stylesheets |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const route of prerenderedPages(client).sort()) {
  const load = measureFirstLoad(client, route);
  const reasons = overBudget(load, budgetOf(route));
  if (reasons.length) failures.push(`${route}: ${reasons.join("; ")}`);
  console.log(
    `| ${route} | ${kb(load.appGzip)} | ${kb(load.frameworkGzip)} | ${kb(load.totalGzip)} | ${load.files} | ${load.stylesheets} |${reasons.length ? " OVER" : ""}`,
  );
}
console.log(
  `\nBudget per page, gzipped JavaScript: the app's share ≤ ${kb(BUDGET.appGzip)}, in all ≤ ${kb(BUDGET.totalGzip)} in ≤ ${BUDGET.files} files; ≤ ${BUDGET.stylesheets} render-blocking stylesheet`,
);
console.log(
  `The client area's pages (/dashboard…): the app's share ≤ ${kb(CLIENT_AREA_BUDGET.appGzip)}, in all ≤ ${kb(CLIENT_AREA_BUDGET.totalGzip)}`,
);
if (failures.length) {
  console.error(`\n${failures.length} page${failures.length === 1 ? " is" : "s are"} over the budget:`);
  for (const failure of failures) console.error(`  ${failure}`);
}
process.exit(failures.length ? 1 : 0);
