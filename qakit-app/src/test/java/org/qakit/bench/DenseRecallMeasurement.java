package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.knowledge.Hit;
import org.qakit.model.Item;
import org.qakit.regress.BenchIndex;
import org.qakit.retrieve.DenseRetriever;
import org.qakit.solve.EncoderOptions;
import org.qakit.testing.SharedData;

/**
 * Recall@10 of HNSW search against exact search, and the time of each, over an index with vectors
 * (not run by the build: its name does not end in Test). Run:
 *
 * <pre>
 * ./mvnw -q -B test -o -pl qakit-app -am -Dtest=DenseRecallMeasurement -Dsurefire.failIfNoSpecifiedTests=false \
 *   -Dqakit.measure.index=target/qakit-bench-indexes/KEY -Dqakit.measure.model=bge-small-en-v15-q
 * </pre>
 *
 * Queries: the stems of ARC-Easy validation, encoded through the regression runs' embedding cache.
 */
class DenseRecallMeasurement {

  @Test
  void hnswAgainstExact() throws Exception {
    Path root = Path.of(System.getProperty("user.dir")).getParent();
    Path index = root.resolve(System.getProperty("qakit.measure.index"));
    String model = System.getProperty("qakit.measure.model", "bge-small-en-v15-q");
    List<Item> items = Formats.get("arc").read(SharedData.path("arc/ARC-Easy-validation.jsonl"), ReadOptions.STRICT).items();
    try (var encoder = new EncoderOptions(model, root.resolve(org.qakit.regress.RegressionFile.EMBEDDING_CACHE)).open();
        var exact = DenseRetriever.open(index, encoder, DenseRetriever.Search.EXACT);
        var hnsw = DenseRetriever.open(index, encoder, DenseRetriever.Search.HNSW)) {
      var queries = new ArrayList<float[]>();
      for (Item item : items) {
        queries.add(encoder.encodeQuery(item.question()));
      }
      for (int pass = 0; pass < 2; pass++) { // the first pass warms up
        long[] exactNs = new long[queries.size()];
        long[] hnswNs = new long[queries.size()];
        int found = 0;
        int total = 0;
        int same = 0;
        for (int i = 0; i < queries.size(); i++) {
          long t0 = System.nanoTime();
          List<Hit> truth = exact.search(queries.get(i), 10);
          long t1 = System.nanoTime();
          List<Hit> approx = hnsw.search(queries.get(i), 10);
          long t2 = System.nanoTime();
          exactNs[i] = t1 - t0;
          hnswNs[i] = t2 - t1;
          var ids = new HashSet<>(truth.stream().map(Hit::id).toList());
          found += (int) approx.stream().filter(h -> ids.contains(h.id())).count();
          total += ids.size();
          same += approx.equals(truth) ? 1 : 0;
        }
        System.out.printf(Locale.ROOT, "pass %d: %d documents, %d queries: recall@10 %.4f, identical top 10 %d, exact %.2f ms"
            + " (median), hnsw %.2f ms (median)%n", pass, exact.stats().documents(), queries.size(), (double) found / total, same,
            median(exactNs) / 1e6, median(hnswNs) / 1e6);
        assertThat(total).isPositive();
      }
    }
  }

  private static double median(long[] ns) {
    long[] s = ns.clone();
    Arrays.sort(s);
    return s[s.length / 2];
  }
}
