// Fails loudly when the Node running the scripts is older than 24. npm runs scripts with
// node_modules/.bin first on PATH, where the root devDependency "node" puts Node 24; a
// direct `node file` or a `#!/usr/bin/env node` shebang outside npm would get the machine's Node.
import { nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(`\n  ${problem.replaceAll('\n', '\n  ')}\n`);
  process.exit(1);
}
