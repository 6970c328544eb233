import fc from 'fast-check';

/**
 * Property tests run with a fixed seed so that CI is repeatable; set FC_SEED to explore other
 * inputs (a failure prints the seed and the counterexample to add as an example test).
 */
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });
