package org.qakit.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.qakit.corpus.Corpus;
import org.qakit.embed.HashingEncoder;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.knowledge.Hit;
import org.qakit.model.Item;
import org.qakit.testing.SharedData;
import org.qakit.text.Language;

/**
 * Exact against HNSW dense search at WordNet + GCIDE size (243,895 passages), with 384-dimensional
 * hashed bag-of-words vectors ({@link HashingEncoder}: no neural model, so the index builds in
 * minutes; search cost depends on the count and dimension of the vectors, not on where they came
 * from). Not run by the build (the name does not end in Test). Run:
 *
 * <pre>
 * ./mvnw -q -B test -o -pl qakit-lucene -am -Dtest=DenseSearchMeasurement -Dsurefire.failIfNoSpecifiedTests=false \
 *   -Dqakit.measure.dir=/tmp/qakit-measure
 * </pre>
 */
class DenseSearchMeasurement {
  private static final Path DIR = Path.of(System.getProperty("qakit.measure.dir", "/tmp/qakit-measure"));

  @Test
  void exactAgainstHnswOnWordNetAndGcide() throws Exception {
    var encoder = new HashingEncoder(384, true);
    Path index = DIR.resolve("wordnet-gcide-hashing-384");
    if (!Files.isDirectory(index)) {
      long t0 = System.nanoTime();
      var corpus = new Corpus(List.of(Corpus.source("wordnet=/usr/share/wordnet"), Corpus.source("gcide=/usr/share/dictd")));
      new IndexBuilder(Language.ENGLISH, 2, true, IndexProgress.NONE).withVectors(encoder).build(index, corpus);
      System.out.printf(Locale.ROOT, "built %s with vectors in %.1f s (2 threads)%n", index, (System.nanoTime() - t0) / 1e9);
    }
    List<Item> items = Formats.get("arc").read(SharedData.path("arc/ARC-Easy-validation.jsonl"), ReadOptions.STRICT).items();
    var queries = new ArrayList<float[]>();
    items.forEach(i -> queries.add(encoder.encodeQuery(i.question())));
    try (var exact = DenseRetriever.open(index, encoder, DenseRetriever.Search.EXACT);
        var hnsw = DenseRetriever.open(index, encoder, DenseRetriever.Search.HNSW)) {
      for (int pass = 0; pass < 2; pass++) {
        long[] e = new long[queries.size()];
        long[] h = new long[queries.size()];
        int found = 0;
        int total = 0;
        for (int i = 0; i < queries.size(); i++) {
          long t0 = System.nanoTime();
          List<Hit> truth = exact.search(queries.get(i), 10);
          long t1 = System.nanoTime();
          List<Hit> approx = hnsw.search(queries.get(i), 10);
          e[i] = t1 - t0;
          h[i] = System.nanoTime() - t1;
          var ids = new HashSet<>(truth.stream().map(Hit::id).toList());
          found += (int) approx.stream().filter(x -> ids.contains(x.id())).count();
          total += ids.size();
        }
        System.out.printf(Locale.ROOT, "pass %d: %,d vectors, %d queries: recall@10 of hnsw %.4f; median ms exact %.1f, hnsw %.2f%n",
            pass, exact.stats().documents(), queries.size(), (double) found / total, median(e) / 1e6, median(h) / 1e6);
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
