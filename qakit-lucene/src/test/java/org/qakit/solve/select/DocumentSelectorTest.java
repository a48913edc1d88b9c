package org.qakit.solve.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.metric.MeanReciprocalRank;
import org.qakit.index.TestIndexes;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Passage;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.Prediction;
import org.qakit.solve.extract.Fixtures;
import org.qakit.text.Language;

class DocumentSelectorTest {
  @TempDir Path temp;

  // Four passages of length 2 (avgdl = 2, so the tf part of a single occurrence is 1 / (1 + 1.2) = 1/2.2).
  private Bm25Retriever index() throws IOException {
    TestIndexes.build(temp.resolve("toy"), Language.ENGLISH, 1, List.of(
        Passage.of("d1", "moon moon"), Passage.of("d2", "sun heat"),
        Passage.of("d3", "moon sun"), Passage.of("d4", "iron cat")));
    return Bm25Retriever.open(temp.resolve("toy"));
  }

  private static AnswerSelectionItem item(String question, String gold, String... ids) {
    return AnswerSelectionItem.of("q", question, java.util.Arrays.stream(ids)
        .map(id -> new Candidate(id, "title of " + id, id.equals(gold) ? 1 : 0)).toList());
  }

  @Test
  void eachCandidateGetsItsArticlesBm25() throws IOException {
    try (var r = index()) {
      var selector = new DocumentSelector(r);
      // N = 4; idf(sun, df 2) = ln(1 + 2.5/2.5) = 0.693147; idf(heat, df 1) = ln(1 + 3.5/1.5) = 1.203973
      // d2 "sun heat" = (0.693147 + 1.203973)/2.2 = 0.862327; d3 "moon sun" = 0.693147/2.2 = 0.315067; d1, d4 share nothing: 0
      var a = item("sun heat", "d3", "d1", "d2", "d3", "d4");
      var scores = ((Prediction.CandidateScores) selector.solve(a).orElseThrow()).scores();
      assertThat(scores.get(0)).isZero();
      assertThat(scores.get(1)).isCloseTo(0.862327, within(1e-5));
      assertThat(scores.get(2)).isCloseTo(0.315067, within(1e-5));
      assertThat(scores.get(3)).isZero();
      var ev = selector.explain(a);
      assertThat(ev.terms()).containsExactly("sun", "heat");
      // d2, d3, then the zeros in candidate order
      assertThat(ev.top()).extracting(DocumentSelector.DocumentScore::id).containsExactly("d2", "d3", "d1", "d4");
      assertThat(ev.top().get(0).title()).isEqualTo("title of d2");
      assertThat(ev.goldRank()).isEqualTo(2);
      assertThat(new MeanReciprocalRank().score(a, selector.solve(a).orElseThrow())).isEqualTo(0.5);
      // only the candidates listed are scored, in their order
      var two = ((Prediction.CandidateScores) selector.solve(item("sun heat", "d4", "d4", "d3")).orElseThrow()).scores();
      assertThat(two.get(0)).isZero();
      assertThat(two.get(1)).isCloseTo(0.315067, within(1e-5));
      assertThat(selector.explain(item("sun heat", null, "d4")).goldRank()).isZero();
    }
  }

  @Test
  void candidatesWithoutAnIdOrMissingFromTheIndexAreErrorsThatSayWhatToBuild() throws IOException {
    try (var r = index()) {
      var selector = new DocumentSelector(r);
      var sentences = AnswerSelectionItem.of("s1", "sun", List.of(new Candidate(null, "a sentence", 1)));
      assertThatThrownBy(() -> selector.solve(sentences)).isInstanceOf(IllegalArgumentException.class)
          .hasMessage("item 's1': doc-select ranks documents by id, but candidate 1 has none (sentence candidates?);"
              + " read SQAD with --view document-selection");
      assertThatThrownBy(() -> selector.solve(item("sun", "d9", "d1", "d9"))).isInstanceOf(IllegalArgumentException.class)
          .hasMessage("item 'q': candidate document 'd9' is not in the index (bm25(k1=1.2,b=0.75) en:english-porter); build the index from the same"
              + " SQAD data with qakit index build --importer sqad-articles --lang cs -o DIR SQAD_PATH");
      assertThat(selector.solve(new ExtractionItem("e", "sun", "sun", List.of("sun"), Map.of(), null))).isEmpty();
    }
    assertThatThrownBy(() -> new DocumentSelector(null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("qakit index build --importer sqad-articles");
  }

  @Test
  void czechFixtureEveryQuestionFindsItsArticleFirst() throws IOException {
    var read = Fixtures.read("sqad", "document-selection", List.of(Fixtures.sqadFixture()));
    TestIndexes.build(temp.resolve("cs"), Language.CZECH, 1, read.passages());
    try (var r = Bm25Retriever.open(temp.resolve("cs"))) {
      var selector = new DocumentSelector(r);
      var ranks = read.items().stream().map(i -> selector.explain((AnswerSelectionItem) i).goldRank()).toList();
      assertThat(ranks).containsExactly(1, 1, 1, 1, 1, 1, 1);
      // "Kde pramení Labe?": both articles hold "pramení" and "Labe" (same idf); the shorter Labe article wins
      var labe = selector.explain((AnswerSelectionItem) read.items().get(6));
      assertThat(labe.terms()).containsExactly("pramenit", "labe");
      assertThat(labe.top()).extracting(DocumentSelector.DocumentScore::id).containsExactly("000016", "000010");
      assertThat(labe.top().get(0).score()).isGreaterThan(labe.top().get(1).score()).isPositive();
    }
  }
}
