// Fails loudly when the Node running the scripts is older than 24. npm runs scripts with
// node_modules/.bin first on PATH, where the root devDependency "node" puts Node 24; a
// direct `node file` or a `#!/usr/bin/env node` shebang outside npm would get the machine's Node.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `\n  Shop Scanner needs Node 24 or newer, but this is Node ${process.versions.node}.\n` +
      "  Run it through npm (npm start, npm test): npm puts the project's Node 24 first on PATH.\n" +
      '  If that still fails, run `npm install` so node_modules/.bin/node exists.\n',
  );
  process.exit(1);
}
