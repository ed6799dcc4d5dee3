/**
 * ESLint rule: no import circles. A module that reaches itself through its imports has no order
 * in which its parts can be read (or loaded: one side sees the other half-initialised), so every
 * import, type-only and dynamic ones included, must lead away from the importing module for good.
 *
 * The graph is read from disk with TypeScript's pre-processor (imports only, no type checking),
 * once per file and lint run, and follows relative specifiers and the workspaces' package names.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const extensions = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The workspaces whose package name points into their src folder (as their package.json says). */
const sourceWorkspaces = ['shared', 'functions', 'local'];

const resolveFile = (base) => {
  const withoutJs = base.replace(/\.js$/, '');
  for (const candidate of [withoutJs, base]) {
    for (const extension of ['', ...extensions]) {
      const file = candidate + extension;
      if (extension === '' && !/\.(tsx?|m?js)$/.test(file)) continue;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
  }
  return undefined;
};

/** The file an import specifier names, or undefined for a package outside the repository. */
export const resolveSpecifier = (specifier, fromFile, root) => {
  if (specifier.startsWith('.'))
    return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  const match = /^@shop-scanner\/([^/]+)(?:\/(.*))?$/.exec(specifier);
  if (!match) return undefined;
  const [, workspace, rest = 'index'] = match;
  const folder = sourceWorkspaces.includes(workspace) ? `${workspace}/src` : workspace;
  return resolveFile(path.join(root, folder, rest));
};

/** The module graph as files on disk describe it; each file is read once per version. */
export const createImportGraph = (root, readText = (file) => fs.readFileSync(file, 'utf8')) => {
  const cache = new Map();
  const versionOf = (file) => {
    try {
      return fs.statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  };
  const importsOf = (file) => {
    const version = versionOf(file);
    const cached = cache.get(file);
    if (cached && cached.version === version) return cached.imports;
    const info = ts.preProcessFile(readText(file), true, true);
    const imports = info.importedFiles
      .map((reference) => resolveSpecifier(reference.fileName, file, root))
      .filter(
        (target) => target !== undefined && !target.includes(`${path.sep}node_modules${path.sep}`),
      );
    cache.set(file, { version, imports });
    return imports;
  };

  /** A shortest path of imports from `start` back to `goal`, or undefined when there is none. */
  const pathBack = (start, goal) => {
    const cameFrom = new Map([[start, undefined]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift();
      if (file === goal) {
        const trail = [];
        for (let step = file; step !== undefined; step = cameFrom.get(step)) trail.unshift(step);
        return trail;
      }
      for (const next of importsOf(file)) {
        if (!cameFrom.has(next)) {
          cameFrom.set(next, file);
          queue.push(next);
        }
      }
    }
    return undefined;
  };
  return { importsOf, pathBack };
};

const graphs = new Map();

export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse import circles' },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
    messages: { circle: 'Import circle: {{trail}}' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const filename = context.filename;
    if (!graphs.has(root)) graphs.set(root, createImportGraph(root));
    const graph = graphs.get(root);
    const shortName = (file) => path.relative(root, file).split(path.sep).join('/');
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(node.source.value, filename, root);
      if (!target || target === filename) return;
      const trail = graph.pathBack(target, filename);
      if (!trail) return;
      context.report({
        node: node.source,
        messageId: 'circle',
        data: { trail: [filename, ...trail].map(shortName).join(' -> ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-cycles': importCycles } };
