/**
 * Benchmarks that {@code qakit bench} runs: timings of qakit's own machinery on synthetic, seeded
 * data ({@link org.qakit.bench.EvalBenchmark}). The figures and the commands that reproduce them
 * are in {@code docs/benchmarks.md}.
 */
package org.qakit.bench;
