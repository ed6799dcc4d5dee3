/**
 * ESLint rule: keeps the import directions of design.md.
 *   shared    imports only zod (and itself)
 *   web       never imports functions, infra or local
 *   functions never imports web, infra or local
 *   infra     knows functions only as entry paths and the table's key names
 *   local     never imports web's source or infra
 *   web features never import each other; components, lib and config import no feature
 *   inside functions/src, layers point one way: http, events -> domain, adapters -> data -> model -> lib
 */
import path from 'node:path';

const workspaces = ['shared', 'functions', 'infra', 'web', 'local'];

/** Which workspace a file (absolute) or an import specifier belongs to, and its path inside it. */
const locate = (absolutePath, root) => {
  const relative = path.relative(root, absolutePath).split(path.sep).join('/');
  const [workspace, ...rest] = relative.split('/');
  return workspaces.includes(workspace) ? { workspace, inner: rest.join('/') } : undefined;
};

const resolveTarget = (specifier, filename, root) => {
  if (specifier.startsWith('.')) {
    const absolute = path.resolve(path.dirname(filename), specifier);
    // A repository folder that is no workspace (scripts/, bench/): tools, not product code.
    return (
      locate(absolute, root) ?? { outside: path.relative(root, absolute).split(path.sep).join('/') }
    );
  }
  const match = /^@shop-scanner\/([^/]+)(?:\/(.*))?$/.exec(specifier);
  if (match) {
    const [, workspace, rest = ''] = match;
    const inner =
      workspace === 'shared' || workspace === 'functions' || workspace === 'local'
        ? `src/${rest}`
        : rest;
    return { workspace, inner };
  }
  return { external: specifier };
};

const forbiddenWorkspaces = {
  shared: ['functions', 'infra', 'web', 'local'],
  web: ['functions', 'infra', 'local'],
  functions: ['web', 'infra', 'local'],
  infra: ['web', 'local'],
  local: ['web', 'infra'],
};

/**
 * infra may read these modules of functions, nothing else: the handlers' entry paths, the table's
 * shape, and the business metrics' names (the dashboard draws what the functions emit).
 */
const infraAllowedInFunctions = [
  'src/entries',
  'src/data/table-definition',
  'src/lib/business-metrics',
];

/**
 * The layers of functions/src, outermost first. A module imports its own layer or one further in,
 * never one further out, so the rules can be read (and tested) without the table or the network
 * behind them. domain and adapters share a rank: adapters read the outside world (store pages,
 * marketplace APIs) for the domain's services, in the domain's own types. model holds the pure
 * rules that both domain and data need (search text, the price-history packing).
 */
const functionLayers = {
  http: 0,
  events: 0,
  domain: 1,
  adapters: 1,
  data: 2,
  model: 3,
  lib: 4,
};
const layerOrder = 'http, events -> domain, adapters -> data -> model -> lib';

/** The layer of a path inside functions: src/<layer>/..., or an entry module directly in src. */
const functionLayerOf = (inner) => {
  const match = /^src\/([^/]+)(\/)?/.exec(inner);
  if (!match) return undefined;
  const [, first, isFolder] = match;
  return isFolder ? first : 'entries';
};

const checkFunctionLayers = (source, target) => {
  const from = functionLayerOf(source.inner);
  const to = functionLayerOf(target.inner);
  if (!from || !to || from === to || from === 'entries') return undefined;
  if (to === 'entries') return `functions/src/${from} must not import the entry modules`;
  const fromRank = functionLayers[from];
  const toRank = functionLayers[to];
  if (fromRank === undefined) return `functions/src/${from} is no layer: use one of ${layerOrder}`;
  if (toRank === undefined) return `functions/src/${to} is no layer: use one of ${layerOrder}`;
  return toRank < fromRank
    ? `${from} must not import ${to}: functions' layers point one way, ${layerOrder}`
    : undefined;
};

const featureOf = (inner) => /^src\/features\/([^/]+)\//.exec(inner)?.[1];

export const checkImport = (source, target) => {
  if (target.outside !== undefined) {
    // Tests may use the repository's tools (the fake camera's frames); shipped code never does.
    const isTestCode = /(^|\/)(test|e2e)\/|\.test\.tsx?$/.test(source.inner);
    return isTestCode
      ? undefined
      : `${source.workspace} must not import ${target.outside}: it is outside the workspaces`;
  }
  if (target.external !== undefined) {
    const isTest = /\.test\.tsx?$/.test(source.inner);
    if (
      !isTest &&
      source.workspace === 'shared' &&
      target.external !== 'zod' &&
      !target.external.startsWith('zod/')
    ) {
      return `shared may import only zod, not "${target.external}"`;
    }
    return undefined;
  }
  if (source.workspace === target.workspace) {
    if (source.workspace === 'functions') return checkFunctionLayers(source, target);
    if (source.workspace !== 'web') return undefined;
    const from = featureOf(source.inner);
    const to = featureOf(target.inner);
    if (to && from && from !== to)
      return `feature "${from}" must not import feature "${to}": compose them in src/app`;
    if (to && !from && /^src\/(components|lib|config)\//.test(source.inner)) {
      return `${source.inner.split('/')[1]} must not import feature "${to}"`;
    }
    return undefined;
  }
  // Tests may drive the real system through the one-machine stack (local/ is the test harness).
  const isTest = /(^|\/)test\/|\.test\.tsx?$/.test(source.inner);
  if (isTest && source.workspace !== 'web' && target.workspace === 'local') return undefined;
  if (forbiddenWorkspaces[source.workspace]?.includes(target.workspace)) {
    return `${source.workspace} must not import ${target.workspace}`;
  }
  if (
    source.workspace === 'infra' &&
    target.workspace === 'functions' &&
    !infraAllowedInFunctions.some((allowed) => target.inner.replace(/\.ts$/, '') === allowed)
  ) {
    return `infra knows functions only through ${infraAllowedInFunctions.join(' and ')}`;
  }
  return undefined;
};

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import directions of design.md' },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
    messages: { forbidden: '{{reason}}' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const source = locate(context.filename, root);
    if (!source) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const reason = checkImport(source, resolveTarget(node.source.value, context.filename, root));
      if (reason) context.report({ node: node.source, messageId: 'forbidden', data: { reason } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
