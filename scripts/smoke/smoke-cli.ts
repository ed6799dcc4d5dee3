/**
 * `npm run smoke -- https://<SiteUrl>`: checks a running Shop Scanner from outside and prints one
 * line per check (PASS or FAIL, the time it took, what it saw), then a summary; exits 1 when any
 * check failed. docs/deploy.md#the-smoke-test says what each check proves.
 */
import { runSmoke } from './smoke-checks';
import { checkLine, smokeExitCode, summaryLine } from './smoke-report';

const usage = 'Usage: npm run smoke -- <site URL, e.g. https://d111111abcdef8.cloudfront.net>';

const siteArgument = process.argv[2];
let siteUrl: URL | undefined;
try {
  siteUrl = siteArgument ? new URL(siteArgument) : undefined;
} catch {
  siteUrl = undefined;
}
if (!siteUrl || !['https:', 'http:'].includes(siteUrl.protocol)) {
  console.error(siteArgument ? `Not a web address: ${siteArgument}\n${usage}` : usage);
  process.exit(1);
}

console.log(`Smoke test of ${siteUrl.origin}`);
const outcomes = await runSmoke({
  siteUrl: siteUrl.origin,
  onOutcome: (outcome) => console.log(checkLine(outcome)),
});
console.log(summaryLine(outcomes));
process.exit(smokeExitCode(outcomes));
