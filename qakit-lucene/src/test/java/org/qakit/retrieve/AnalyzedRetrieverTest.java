package org.qakit.retrieve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analysis;
import org.qakit.knowledge.Hit;
import org.qakit.knowledge.Retriever;
import org.qakit.text.Language;

class AnalyzedRetrieverTest {

  @Test
  void hitsComeFromTheWrappedRetrieverAndTermsFromTheAnalysis() {
    var closed = new AtomicInteger();
    Retriever remote = new Retriever() {
      @Override
      public List<Hit> search(String text, int k) {
        return List.of(new Hit("p1", text, null, 1.5f));
      }

      @Override
      public String describe() {
        return "remote";
      }

      @Override
      public void close() {
        closed.incrementAndGet();
      }
    };
    var r = new AnalyzedRetriever(remote, Analysis.of(Language.ENGLISH));
    // EnglishAnalyzer: "The" is a stop word, "lights" -> Porter "light", "Dimmer" -> "dimmer", repeats kept
    assertThat(r.terms("The Dimmer lights, the dimmer")).containsExactly("dimmer", "light", "dimmer");
    assertThat(r.search("q", 3)).containsExactly(new Hit("p1", "q", null, 1.5f));
    assertThat(r.describe()).isEqualTo("remote");
    assertThat(r.analysis().id()).isEqualTo("en:english-porter");
    r.close();
    assertThat(closed.get()).isEqualTo(1);
  }
}
