/** How the smoke test reports: one line per check, and the exit code of the whole run. */

export interface CheckOutcome {
  readonly name: string;
  readonly passed: boolean;
  /** What was seen: the evidence of a pass, or why it failed. */
  readonly detail: string;
  readonly milliseconds: number;
}

/** Wide enough for the longest check name, so the columns line up. */
const NAME_WIDTH = 24;

export const checkLine = ({ name, passed, detail, milliseconds }: CheckOutcome): string =>
  `${passed ? 'PASS' : 'FAIL'}  ${name.padEnd(NAME_WIDTH)} ${`${Math.round(milliseconds)} ms`.padStart(8)}  ${detail}`;

export const summaryLine = (outcomes: readonly CheckOutcome[]): string => {
  const failed = outcomes.filter((outcome) => !outcome.passed).length;
  return `${outcomes.length - failed} passed, ${failed} failed`;
};

/** 0 only when checks ran and every one passed: a run that checked nothing proves nothing. */
export const smokeExitCode = (outcomes: readonly CheckOutcome[]): 0 | 1 =>
  outcomes.length > 0 && outcomes.every((outcome) => outcome.passed) ? 0 : 1;
