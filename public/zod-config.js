// Loaded by apps/console/index.html before the console's modules. The production server's CSP has
// no 'unsafe-eval' (ADR 0081); zod 4 probes `new Function` when an object schema is created, and
// although the probe is caught the browser reports a violation. zod reads this global config, so
// setting it before any schema exists turns the probe off; parsing is the same.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
