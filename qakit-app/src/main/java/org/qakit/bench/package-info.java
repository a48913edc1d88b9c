/**
 * Benchmarks that {@code qakit bench} runs: timings of qakit's own machinery on synthetic, seeded
 * data ({@link org.qakit.bench.EvalBenchmark}), the seeded short-sentence corpus for indexing
 * benchmarks ({@link org.qakit.bench.SentenceCorpus} over {@link org.qakit.bench.RealSentences})
 * and BM25 query latency ({@link org.qakit.bench.SearchBenchmark}). The figures and the commands
 * that reproduce them are in {@code docs/benchmarks.md}; tools/bench-anserini.sh runs the
 * comparison with Anserini. Tests check what these produce, never how fast.
 */
package org.qakit.bench;
