import path from "node:path";
import { lintWorkflows } from "./tools/workflow-lint";

// `npm run lint:workflows`: every workflow in .github/workflows/ against GitHub's workflow schema.
const dir = path.join(".github", "workflows");
const { files, problems } = await lintWorkflows(dir);
for (const { file, output } of problems) console.error(`${file}:\n${output}\n`);
console.log(`${files.length} workflow(s) in ${dir}, ${problems.length} rejected.`);
process.exit(problems.length ? 1 : 0);
