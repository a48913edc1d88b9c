package org.qakit.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.qakit.io.AtomicFile;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.knowledge.Hit;

/**
 * Times BM25 searches ({@link Bm25Retriever#search}: top k, stored fields loaded) one query at a
 * time on one thread: a warm-up pass over all queries (JIT, page cache), then {@code rounds}
 * measured passes; a query's latency is {@link System#nanoTime} around its search call. The
 * percentiles are nearest-rank over all measured calls (p50 = the ⌈0.5·n⌉-th smallest latency,
 * p95 = the ⌈0.95·n⌉-th); queries/s = measured calls / the sum of their latencies.
 * tools/anserini/AnseriniSearchBench.java does the same with Anserini's SimpleSearcher and prints
 * the same keys.
 */
public final class SearchBenchmark {
  private SearchBenchmark() {}

  /** The figures: latencies in milliseconds; hits = results of the last pass, summed over queries. */
  public record Result(int queries, int rounds, int k, double p50Ms, double p95Ms, double meanMs, double queriesPerSecond, long hits) {
    /** One line of {@code key=value} pairs, the same keys the Anserini harness prints. */
    public String line(String system) {
      return String.format(Locale.ROOT, "search %s: queries=%d rounds=%d k=%d p50_ms=%.3f p95_ms=%.3f mean_ms=%.3f qps=%.1f hits=%d",
          system, queries, rounds, k, p50Ms, p95Ms, meanMs, queriesPerSecond, hits);
    }
  }

  /** The non-blank lines of a queries file, stripped. */
  public static List<String> readQueries(Path file) throws IOException {
    var queries = Files.readAllLines(file, StandardCharsets.UTF_8).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
    if (queries.isEmpty()) {
      throw new IllegalArgumentException(file + ": expected queries, one per line, found none");
    }
    return queries;
  }

  /**
   * Runs the benchmark. When {@code run} is not null, the last pass's hits are written there as a
   * TREC run ({@code qid Q0 docid rank score qakit}, qid = the query's 1-based number among the
   * non-blank lines) so that two systems' results can be compared.
   */
  public static Result run(Bm25Retriever retriever, List<String> queries, int k, int rounds, Path run) throws IOException {
    if (k < 1 || rounds < 1) {
      throw new IllegalArgumentException("search benchmark: k and rounds must be at least 1, found k=" + k + ", rounds=" + rounds);
    }
    int n = queries.size();
    long[] nanos = new long[n * rounds];
    List<List<Hit>> results = pass(retriever, queries, k, new long[n]); // warm-up
    for (int r = 0; r < rounds; r++) {
      long[] pass = new long[n];
      results = pass(retriever, queries, k, pass);
      System.arraycopy(pass, 0, nanos, r * n, n);
    }
    long hits = results.stream().mapToLong(List::size).sum();
    if (run != null) {
      writeRun(run, results);
    }
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    long sum = Arrays.stream(nanos).sum();
    return new Result(n, rounds, k, rank(sorted, 0.50) / 1e6, rank(sorted, 0.95) / 1e6, sum / 1e6 / nanos.length,
        nanos.length / (sum / 1e9), hits);
  }

  private static List<List<Hit>> pass(Bm25Retriever retriever, List<String> queries, int k, long[] nanos) {
    var results = new ArrayList<List<Hit>>(queries.size());
    for (int i = 0; i < queries.size(); i++) {
      long start = System.nanoTime();
      results.add(retriever.search(queries.get(i), k));
      nanos[i] = System.nanoTime() - start;
    }
    return results;
  }

  /** The nearest-rank percentile of sorted values: the ⌈p·n⌉-th smallest (1-based). */
  static long rank(long[] sorted, double p) {
    int r = (int) Math.ceil(p * sorted.length);
    return sorted[Math.max(1, r) - 1];
  }

  private static void writeRun(Path file, List<List<Hit>> results) throws IOException {
    AtomicFile.write(file, out -> {
      for (int q = 0; q < results.size(); q++) {
        int rank = 1;
        for (Hit h : results.get(q)) {
          out.write(String.format(Locale.ROOT, "%d Q0 %s %d %.6f qakit%n", q + 1, h.id(), rank++, h.score()));
        }
      }
    });
  }
}
