/**
 * What Powertools Tracer costs a cold start. Two real handlers (the store-analysis group, which
 * fetches stores, and the billing group, which calls Stripe) are bundled with esbuild as CDK
 * bundles them (infra/lib/constructs/api-function.ts: ESM, node24, minified, source maps,
 * `@aws-sdk/*` left to the runtime, the createRequire banner), three ways:
 *
 * - untraced (the baseline, what ships by default): the Tracer package left out of the bundle, as
 *   api-function.ts bundles a function without `-c tracing=true` (lib/tracing.ts never reaches
 *   its import then);
 * - eager: the Tracer imported and made when the module loads, as Powertools' examples do;
 * - lazy: lib/tracing.ts as it is, bundled with the Tracer, as a traced deploy bundles it.
 *
 * Each sample is a fresh Node process (the runtime's Node, with --enable-source-maps as on
 * Lambda) that imports one bundle, as Lambda's init does; variants alternate sample by sample so
 * a drift of the machine's load falls on all alike. Timed: the import alone, and the process
 * from spawn to exit. Tracing stays off in every sample: what is measured is what loading the
 * code costs a function that does not trace. A function with tracing on pays about the eager
 * figure once, on its first traced call.
 *
 *   npm run bench -- tracer-cold-start
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from '../local/src/paths';
import { kib, median, percentile, ratio, table } from './lib/stats';

const SAMPLES = 40;
const WARM_UP = 3;

const run = promisify(execFile);
const outDir = path.join(repoRoot, 'bench', '.out', 'tracer-cold-start');

const handlers = [
  { name: 'store-analysis', entry: 'functions/src/http/store-analysis/handler.ts' },
  { name: 'billing', entry: 'functions/src/http/billing/handler.ts' },
] as const;

type Variant = 'untraced' | 'eager' | 'lazy';
const variants: readonly Variant[] = ['untraced', 'eager', 'lazy'];

const TRACER_PACKAGE = '@aws-lambda-powertools/tracer';
const tracingModule = /functions[\\/]src[\\/]lib[\\/]tracing\.ts$/;

/** eager: the shipped module, with the Tracer imported and made as the module loads. */
const eagerTracer: Plugin = {
  name: 'eager-tracer',
  setup(b) {
    b.onLoad({ filter: tracingModule }, (args) => ({
      contents:
        `import { Tracer as EagerTracer } from '${TRACER_PACKAGE}';\n` +
        'new EagerTracer({ captureHTTPsRequests: false });\n' +
        readFileSync(args.path, 'utf8'),
      loader: 'ts',
      resolveDir: path.dirname(args.path),
    }));
  },
};

const pluginsOf: Record<Variant, Plugin[]> = {
  untraced: [],
  eager: [eagerTracer],
  lazy: [],
};

/** The bundle as NodejsFunction makes it (api-function.ts), of one handler in one variant. */
const bundle = async (entry: string, name: string, variant: Variant): Promise<string> => {
  const outfile = path.join(outDir, `${name}-${variant}.mjs`);
  await build({
    entryPoints: [path.join(repoRoot, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    mainFields: ['module', 'main'],
    // As api-function.ts's externalModulesFor: the Tracer stays out of an untraced function.
    external: variant === 'untraced' ? ['@aws-sdk/*', TRACER_PACKAGE] : ['@aws-sdk/*'],
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: pluginsOf[variant],
  });
  return outfile;
};

/** What the handlers read at load, as the stack sets it; tracing off, as by default. */
const childEnv = {
  PATH: process.env.PATH ?? '',
  TABLE_NAME: 'bench-table',
  AWS_REGION: 'us-east-1',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench-client',
  EVENT_BUS_NAME: 'bench-bus',
  POWERTOOLS_SERVICE_NAME: 'shop-scanner-bench',
  POWERTOOLS_TRACE_ENABLED: 'false',
  LOG_LEVEL: 'INFO',
  NODE_OPTIONS: '--enable-source-maps',
};

/** Wall time and CPU time (user + system) of the import, printed by the child as JSON. */
const importScript = (file: string) =>
  'const t = performance.now(); const c = process.cpuUsage(); ' +
  `await import(${JSON.stringify(pathToFileURL(file).href)}); ` +
  'const { user, system } = process.cpuUsage(c); ' +
  'console.log(JSON.stringify({ importMs: performance.now() - t, importCpuMs: (user + system) / 1000 }));';

interface Sample {
  readonly importMs: number;
  /** Less sensitive than wall time to other work on a shared machine. */
  readonly importCpuMs: number;
  readonly processMs: number;
}

/** One cold start: a fresh process importing the bundle, then exiting. */
const coldStart = async (file: string): Promise<Sample> => {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', importScript(file)],
    { env: childEnv, cwd: outDir },
  );
  const processMs = performance.now() - started;
  const { importMs, importCpuMs } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    importMs: number;
    importCpuMs: number;
  };
  return { importMs, importCpuMs, processMs };
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

export const benchTracerColdStart = async (): Promise<string> => {
  mkdirSync(outDir, { recursive: true });
  const sections: string[] = [`Node ${process.version}, ${SAMPLES} cold starts per bundle.`];
  for (const { name, entry } of handlers) {
    const files = Object.fromEntries(
      await Promise.all(variants.map(async (v) => [v, await bundle(entry, name, v)] as const)),
    ) as Record<Variant, string>;
    const samples: Record<Variant, Sample[]> = { untraced: [], eager: [], lazy: [] };
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      for (const variant of variants) {
        const sample = await coldStart(files[variant]);
        if (i >= WARM_UP) samples[variant].push(sample);
      }
    }
    const base = samples.untraced;
    const baseImport = median(base.map((s) => s.importMs));
    const baseCpu = median(base.map((s) => s.importCpuMs));
    const baseProcess = median(base.map((s) => s.processMs));
    const rows = variants.map((variant) => {
      const file = files[variant];
      const bytes = statSync(file).size;
      const imports = samples[variant].map((s) => s.importMs);
      const cpu = samples[variant].map((s) => s.importCpuMs);
      const processes = samples[variant].map((s) => s.processMs);
      return [
        variant === 'untraced' ? 'untraced (baseline)' : variant,
        kib(bytes),
        kib(gzipSync(readFileSync(file)).length),
        ms(median(imports)),
        ms(percentile(imports, 90)),
        ratio(median(imports), baseImport),
        ms(median(cpu)),
        ratio(median(cpu), baseCpu),
        ms(median(processes)),
        ratio(median(processes), baseProcess),
      ];
    });
    sections.push(
      `### ${name} group (${entry})\n\n` +
        table(
          [
            'bundle',
            'size',
            'gzip',
            'import median',
            'import p90',
            'vs baseline',
            'import CPU median',
            'vs baseline',
            'process median',
            'vs baseline',
          ],
          rows,
        ),
    );
  }
  return sections.join('\n\n');
};
