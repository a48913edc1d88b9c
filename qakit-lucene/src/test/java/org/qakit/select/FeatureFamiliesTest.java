package org.qakit.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analyzers;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.text.Language;

class FeatureFamiliesTest {
  // English analysis: "glaciers"→glacier, "melting"→melt, stop words (the, are, is, in) dropped;
  // "why" is not in Lucene's English stop set, so the question's tokens are [why, glacier, melt]
  static final AnswerSelectionItem ITEM = AnswerSelectionItem.of("q", "Why are the glaciers melting?", List.of(
      new Candidate(null, "Glaciers melt in summer.", 1),        // tokens [glacier, melt, summer]
      new Candidate(null, "The ice is old.", 0),                 // tokens [ic, old]
      new Candidate(null, "Glaciers glaciers everywhere.", 0))); // tokens [glacier, glacier, everywher]
  static Analyzer analyzer;
  static Context ctx;

  @BeforeAll
  static void analyse() {
    analyzer = Analyzers.forLanguage(Language.ENGLISH);
    ctx = Context.of(ITEM, analyzer);
  }

  @AfterAll
  static void close() {
    analyzer.close();
  }

  @Test
  void contextHoldsTheItemsOwnStatistics() {
    assertThat(ctx.questionTokens()).containsExactly("why", "glacier", "melt");
    assertThat(ctx.candidateTokens(0)).containsExactly("glacier", "melt", "summer");
    assertThat(ctx.candidateTokens(2)).hasSize(3);
    assertThat(ctx.size()).isEqualTo(3);
    assertThat(ctx.documentFrequency("glacier")).isEqualTo(2);
    assertThat(ctx.documentFrequency("why")).isZero();
    // avgdl = (3 + 2 + 3) / 3 = 8/3
    assertThat(ctx.averageLength()).isCloseTo(8.0 / 3, within(1e-12));
    // idf(glacier) = ln(1 + (3 − 2 + 0.5)/(2 + 0.5)) = ln(1.6)
    assertThat(ctx.idf("glacier")).isCloseTo(Math.log(1.6), within(1e-12));
    assertThat(ctx.questionChars()).isEqualTo("whyaretheglaciersmelting");
  }

  @Test
  void bm25FollowsLucenesFormulaOnTheItemsSentences() {
    var f = new Bm25Features();
    // candidate 0: dl = 3, norm = 1.2·(0.25 + 0.75·3/(8/3)) = 1.2·1.09375 = 1.3125
    //   glacier: ln(1.6)·1/(1+1.3125); melt (df 1): idf = ln(1 + 2.5/1.5) = ln(8/3), ·1/2.3125
    double norm0 = 1.2 * (0.25 + 0.75 * 3 / (8.0 / 3));
    double c0 = (Math.log(1.6) + Math.log(8.0 / 3)) / (1 + norm0);
    // candidate 2: glacier twice, dl 3: ln(1.6)·2/(2 + 1.3125)
    double c2 = Math.log(1.6) * 2 / (2 + norm0);
    assertThat(f.values(ITEM, 0, ctx)[0]).isCloseTo(c0, within(1e-12));
    assertThat(f.values(ITEM, 0, ctx)[1]).isEqualTo(1.0);
    assertThat(f.values(ITEM, 1, ctx)).containsExactly(0.0, 0.0);
    assertThat(f.values(ITEM, 2, ctx)[0]).isCloseTo(c2, within(1e-12));
    assertThat(f.values(ITEM, 2, ctx)[1]).isCloseTo(c2 / c0, within(1e-12));
    assertThat(f.names()).hasSize(2);
  }

  @Test
  void wordOverlapCountsDistinctAnalysedTokens() {
    var f = new WordOverlapFeatures();
    // Q = {why, glacier, melt}; C0 = {glacier, melt, summer}: shared 2, share 2/3, dice 2·2/(3+3)
    assertThat(f.values(ITEM, 0, ctx)).containsExactly(new double[] {2, 2.0 / 3, 4.0 / 6}, within(1e-12));
    // C2 = {glacier, everywher}: shared 1, share 1/3, dice 2/(3+2)
    assertThat(f.values(ITEM, 2, ctx)).containsExactly(new double[] {1, 1.0 / 3, 2.0 / 5}, within(1e-12));
  }

  @Test
  void idfOverlapWeighsSharedTermsByTheItemsIdf() {
    var f = new IdfOverlapFeatures();
    double why = Math.log(1 + 3.5 / 0.5); // df 0: ln 8
    double glacier = Math.log(1.6);
    double melt = Math.log(8.0 / 3);
    assertThat(f.values(ITEM, 0, ctx)).containsExactly(
        new double[] {glacier + melt, (glacier + melt) / (why + glacier + melt)}, within(1e-12));
    assertThat(f.values(ITEM, 1, ctx)).containsExactly(0.0, 0.0);
  }

  @Test
  void characterOverlapAndCommonSubsequencesOnChinese() {
    var item = AnswerSelectionItem.of("z", "长江多长？", List.of(
        new Candidate(null, "长江全长6300公里。", 1),
        new Candidate(null, "黄河很长", 0)));
    try (Analyzer zh = Analyzers.forLanguage(Language.CHINESE)) {
      Context c = Context.of(item, zh);
      // question chars "长江多长" (punctuation dropped): distinct {长, 江, 多}; bigrams {长江, 江多, 多长}
      var chars = new CharOverlapFeatures();
      // candidate 0 "长江全长6300公里": shares 长, 江 -> 2/3; bigrams: 长江 -> 1/3
      assertThat(chars.values(item, 0, c)).containsExactly(new double[] {2.0 / 3, 1.0 / 3}, within(1e-12));
      // candidate 1 "黄河很长": shares 长 -> 1/3; no bigram
      assertThat(chars.values(item, 1, c)).containsExactly(new double[] {1.0 / 3, 0}, within(1e-12));
      var lcs = new CommonSubsequenceFeatures();
      // LCS subsequence of 长江多长 / 长江全长6300公里 = 长江长 (3) -> 3/4; longest run 长江 (2) -> 2/4
      assertThat(lcs.values(item, 0, c)).containsExactly(0.75, 0.5);
      // 黄河很长: 长 -> 1/4 both
      assertThat(lcs.values(item, 1, c)).containsExactly(0.25, 0.25);
    }
  }

  @Test
  void lengthAndPosition() {
    var len = new LengthFeatures();
    // candidate 1 "The ice is old.": 2 tokens -> ln 3; 11 letters (theiceisold) -> ln 12; relative 2/(8/3) = 0.75
    assertThat(len.values(ITEM, 1, ctx)).containsExactly(new double[] {Math.log(3), Math.log(12), 0.75}, within(1e-12));
    var pos = new PositionFeatures();
    assertThat(pos.values(ITEM, 0, ctx)).containsExactly(0.0, 1.0);
    // 2 / 3 candidates
    assertThat(pos.values(ITEM, 2, ctx)).containsExactly(2.0 / 3, 0.0);
  }

  @Test
  void emptyQuestionTokensGiveZeroesNotNaN() {
    var item = AnswerSelectionItem.of("e", "the?", List.of(new Candidate(null, "", 0), new Candidate(null, "the", 1)));
    Context c = Context.of(item, analyzer);
    double[][] x = SentenceFeatures.all().matrix(item, analyzer);
    assertThat(c.questionTokens()).isEmpty();
    assertThat(c.averageLength()).isEqualTo(1.0);
    for (double[] row : x) {
      for (double v : row) {
        assertThat(v).isFinite();
      }
    }
    assertThat(x[0]).hasSize(SentenceFeatures.all().names().size());
  }
}
