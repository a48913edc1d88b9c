// The Anserini side of tools/bench-anserini.sh: BM25 query latency with Anserini's SimpleSearcher,
// measured exactly as qakit's `qakit bench search` (org.qakit.bench.SearchBenchmark) measures it:
// one query at a time on one thread, a warm-up pass, then ROUNDS measured passes; nearest-rank p50
// and p95 of the per-call latencies; qps = calls / sum of latencies. BM25 k1 = 1.2, b = 0.75 (qakit's;
// SimpleSearcher's own default is 0.9/0.4). Runs as a single source file on Anserini's fat jar:
//   java -cp anserini-1.5.0-fatjar.jar tools/anserini/AnseriniSearchBench.java INDEX QUERIES K ROUNDS [RUN]
import io.anserini.search.ScoredDoc;
import io.anserini.search.SimpleSearcher;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

public class AnseriniSearchBench {
  public static void main(String[] args) throws Exception {
    if (args.length < 4) {
      System.err.println("usage: AnseriniSearchBench INDEX QUERIES K ROUNDS [RUN]");
      System.exit(2);
    }
    List<String> queries = Files.readAllLines(Path.of(args[1]), StandardCharsets.UTF_8).stream()
        .map(String::strip).filter(s -> !s.isEmpty()).toList();
    int k = Integer.parseInt(args[2]);
    int rounds = Integer.parseInt(args[3]);
    int n = queries.size();
    try (SimpleSearcher searcher = new SimpleSearcher(args[0])) {
      searcher.set_bm25(1.2f, 0.75f);
      ScoredDoc[][] results = pass(searcher, queries, k, new long[n]); // warm-up
      long[] nanos = new long[n * rounds];
      for (int r = 0; r < rounds; r++) {
        long[] p = new long[n];
        results = pass(searcher, queries, k, p);
        System.arraycopy(p, 0, nanos, r * n, n);
      }
      long hits = Arrays.stream(results).mapToLong(a -> a.length).sum();
      if (args.length > 4) {
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[4]), StandardCharsets.UTF_8))) {
          for (int q = 0; q < n; q++) {
            int rank = 1;
            for (ScoredDoc d : results[q]) {
              out.printf(Locale.ROOT, "%d Q0 %s %d %.6f anserini%n", q + 1, d.docid, rank++, d.score);
            }
          }
        }
      }
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      long sum = Arrays.stream(nanos).sum();
      System.out.println(String.format(Locale.ROOT,
          "search anserini: queries=%d rounds=%d k=%d p50_ms=%.3f p95_ms=%.3f mean_ms=%.3f qps=%.1f hits=%d",
          n, rounds, k, rank(sorted, 0.50) / 1e6, rank(sorted, 0.95) / 1e6, sum / 1e6 / nanos.length, nanos.length / (sum / 1e9), hits));
    }
  }

  static ScoredDoc[][] pass(SimpleSearcher searcher, List<String> queries, int k, long[] nanos) throws Exception {
    ScoredDoc[][] results = new ScoredDoc[queries.size()][];
    for (int i = 0; i < queries.size(); i++) {
      long start = System.nanoTime();
      results[i] = searcher.search(queries.get(i), k);
      nanos[i] = System.nanoTime() - start;
    }
    return results;
  }

  static long rank(long[] sorted, double p) {
    int r = (int) Math.ceil(p * sorted.length);
    return sorted[Math.max(1, r) - 1];
  }
}
