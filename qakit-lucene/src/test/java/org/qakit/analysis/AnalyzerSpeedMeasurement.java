package org.qakit.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.junit.jupiter.api.Test;
import org.qakit.testing.SharedData;
import org.qakit.text.Language;

/**
 * Chinese segmentation speed of {@code zh:smartcn} and {@code zh:hanlp} (docs/indexing.md; not part
 * of the default test run: the class name does not end in Test). Input: the distinct texts
 * (questions and sentences) of the DBQA subset. One thread; each analyzer runs one warm-up pass,
 * then 5 timed passes, and the median pass gives characters per second (characters = UTF-16 units
 * of the input) and tokens per second (tokens after the whole chain). Run with {@code ./mvnw -q -B
 * test -o -pl qakit-lucene -am -Dtest=AnalyzerSpeedMeasurement -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class AnalyzerSpeedMeasurement {

  @Test
  void chineseSegmentationSpeed() throws IOException {
    var texts = new LinkedHashSet<String>();
    for (String line : Files.readAllLines(SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv"), StandardCharsets.UTF_8)) {
      String[] f = line.split("\t");
      texts.add(f[0]);
      texts.add(f[1]);
    }
    long chars = texts.stream().mapToLong(String::length).sum();
    System.out.printf("dbqa subset: %d distinct texts, %d characters%n", texts.size(), chars);
    for (String name : Analyzers.names(Language.CHINESE)) {
      try (Analyzer analyzer = Analysis.of(Language.CHINESE, name).analyzer()) {
        long tokens = pass(analyzer, texts);
        var seconds = new ArrayList<Double>();
        for (int r = 0; r < 5; r++) {
          long start = System.nanoTime();
          pass(analyzer, texts);
          seconds.add((System.nanoTime() - start) / 1e9);
        }
        double median = seconds.stream().sorted().toList().get(2);
        System.out.printf("zh:%s: %d tokens; median of 5 passes %.2f s: %,.0f chars/s, %,.0f tokens/s (passes %s)%n", name, tokens,
            median, chars / median, tokens / median, seconds);
        assertThat(tokens).isPositive();
      }
    }
  }

  private static long pass(Analyzer analyzer, Iterable<String> texts) throws IOException {
    long n = 0;
    for (String t : texts) {
      try (TokenStream ts = analyzer.tokenStream("text", t)) {
        ts.reset();
        while (ts.incrementToken()) {
          n++;
        }
        ts.end();
      }
    }
    return n;
  }
}
