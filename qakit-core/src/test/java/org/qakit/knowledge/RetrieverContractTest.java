package org.qakit.knowledge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.model.Passage;

/**
 * The {@link Retriever} contract, run against every implementation (Lucene's
 * {@code BaseSimilarityTestCase} is the model): a subclass opens its retriever over {@link
 * #CORPUS} (English), and this class checks at most k hits, non-increasing scores, ties by id,
 * nothing for a text without words, {@code k < 1} rejected and repeatable answers.
 */
public abstract class RetrieverContractTest {

  /**
   * Passages for every retriever under test. {@code tie-b} and {@code tie-a} have the same text
   * (and are listed in that order), so any scoring gives them equal scores and the rule must put
   * {@code tie-a} first (a rank fusion then sees them at consecutive ranks, {@code tie-a} first).
   */
  public static final List<Passage> CORPUS = List.of(
      new Passage("p1", "Ice melts into water when it is warm.", "ice"),
      Passage.of("p2", "Sand and rock are carried by rivers to the sea."),
      Passage.of("p3", "Plants take in carbon dioxide and give off oxygen."),
      Passage.of("tie-b", "Magnets attract iron nails."),
      Passage.of("tie-a", "Magnets attract iron nails."),
      Passage.of("p4", "The moon orbits the earth about once a month."),
      Passage.of("p5", "Water freezes into ice when it is cold."),
      Passage.of("p6", "Rivers carry water, sand and mud downstream."));

  /** Queries that find something in {@link #CORPUS} under any reasonable scoring. */
  protected static final List<String> QUERIES = List.of(
      "ice water", "magnets attract iron", "rivers carry sand to the sea", "plants oxygen carbon dioxide",
      "moon earth month", "water");

  /** A fresh folder per test, for an index. */
  @TempDir protected java.nio.file.Path temp;

  private Retriever retriever;

  /** A retriever over {@link #CORPUS}; closed after each test. */
  protected abstract Retriever open() throws Exception;

  @BeforeEach
  void openRetriever() throws Exception {
    retriever = open();
  }

  @AfterEach
  void closeRetriever() {
    retriever.close();
  }

  protected Retriever retriever() {
    return retriever;
  }

  @Test
  void givesAtMostKHitsAndFindsSomething() {
    for (String q : QUERIES) {
      for (int k : new int[] {1, 2, 3, 100}) {
        List<Hit> hits = retriever.search(q, k);
        assertThat(hits).as("%s, k=%d", q, k).hasSizeLessThanOrEqualTo(k).isNotEmpty();
      }
    }
  }

  @Test
  void scoresDoNotIncreaseAndTiesGoToTheSmallerId() {
    for (String q : QUERIES) {
      List<Hit> hits = retriever.search(q, 100);
      for (int i = 1; i < hits.size(); i++) {
        Hit prev = hits.get(i - 1);
        Hit cur = hits.get(i);
        assertThat(cur.score()).as("%s: rank %d", q, i + 1).isLessThanOrEqualTo(prev.score());
        if (cur.score() == prev.score()) {
          assertThat(cur.id()).as("%s: tie at rank %d", q, i + 1).isGreaterThan(prev.id());
        }
      }
    }
  }

  @Test
  void ofIdenticalPassagesTheSmallerIdComesFirstAlsoAtTheCutOff() {
    List<Hit> hits = retriever.search("magnets attract iron nails", 100);
    List<String> ids = hits.stream().map(Hit::id).toList();
    assertThat(ids).contains("tie-a", "tie-b");
    assertThat(ids.indexOf("tie-a")).isLessThan(ids.indexOf("tie-b"));
    Hit a = hits.get(ids.indexOf("tie-a"));
    Hit b = hits.get(ids.indexOf("tie-b"));
    assertThat(a.score()).isGreaterThanOrEqualTo(b.score()); // equal for a scoring, rank 1 and 2 for a rank fusion
    assertThat(a.text()).isEqualTo("Magnets attract iron nails.");
    int rank = ids.indexOf("tie-a");
    List<Hit> cut = retriever.search("magnets attract iron nails", rank + 1);
    assertThat(cut.getLast().id()).isEqualTo("tie-a");
  }

  @Test
  void aTextWithoutWordsFindsNothing() {
    assertThat(retriever.search("", 5)).isEmpty();
    assertThat(retriever.search("   ", 5)).isEmpty();
  }

  @Test
  void kBelowOneIsRejected() {
    assertThatThrownBy(() -> retriever.search("ice", 0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("k must be at least 1, found 0");
    assertThatThrownBy(() -> retriever.search("ice", -3)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theSameQueryGivesTheSameHits() {
    for (String q : QUERIES) {
      assertThat(retriever.search(q, 100)).isEqualTo(retriever.search(q, 100));
    }
  }

  @Test
  void hitsCarryTheIndexedTextAndTitle() {
    var byId = new java.util.HashMap<String, Passage>();
    CORPUS.forEach(p -> byId.put(p.id(), p));
    var seen = new ArrayList<Hit>();
    QUERIES.forEach(q -> seen.addAll(retriever.search(q, 100)));
    for (Hit h : seen) {
      Passage p = byId.get(h.id());
      assertThat(p).as(h.id()).isNotNull();
      assertThat(h.text()).isEqualTo(p.text());
      assertThat(h.title()).isEqualTo(p.title());
    }
    assertThat(retriever.describe()).isNotBlank();
  }
}
