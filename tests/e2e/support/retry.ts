// A real browser on a busy 2-core machine now and then loses a race the visitor would win by looking again
// (a box measured mid-animation). One retry, with the first failure printed, keeps such a blip from failing
// the whole run; a test that fails twice still fails. `E2E_RETRIES=0` turns it off while debugging.
jest.retryTimes(Number(process.env.E2E_RETRIES ?? 1), { logErrorsBeforeRetry: true });
