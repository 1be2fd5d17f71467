/**
 * A browser test that fails is run once more, and its first failure is printed either way.
 *
 * On a loaded CI machine (two jest workers, Chromium and the infra suites' PostgreSQL servers on
 * two cores) a wait in a browser test ran out once in a few whole-suite runs, a different test
 * each time, none failing again alone. A real defect fails both tries; a flake shows in the log
 * ("RETRY 1") for the next person to look at, without sinking the whole submission.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
