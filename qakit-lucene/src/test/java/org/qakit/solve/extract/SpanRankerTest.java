package org.qakit.solve.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.qakit.text.Language;

class SpanRankerTest {
  private final SpanCandidates candidates = new SpanCandidates(Language.ENGLISH);
  private final SpanRanker ranker = new SpanRanker(candidates);

  private List<SpanRanker.ScoredSpan> rank(String sentence, List<List<String>> terms, Set<String> question, AnswerType expected) {
    List<Token> tokens = Token.split(sentence);
    List<Span> spans = candidates.of(sentence, tokens);
    return ranker.rank(expected, question, tokens, terms, spans, new SpanTyper(candidates).types(tokens, spans));
  }

  @Test
  void scoreIsTypeMatchMinusOverlapPlusHalfProximity() {
    // tokens: Darwin(0) proposed(1) evolution(2) in(3) 1859(4) .(5); question terms {propos, evolut}, expected PERSON
    var ranked = rank("Darwin proposed evolution in 1859.",
        List.of(List.of("darwin"), List.of("propos"), List.of("evolut"), List.of(), List.of("1859"), List.of()),
        Set.of("propos", "evolut"), AnswerType.PERSON);
    // Darwin: PERSON match 1, overlap 0, "proposed" adjacent (d = 0): 1 − 0 + 0.5·1 = 1.5
    // 1859: DATE, no match; nearest asked word "evolution" with "in" between (d = 1): 0.5·0.5 = 0.25
    // Darwin proposed: overlap 1/2, "evolution" adjacent: −0.5 + 0.5 = 0
    // evolution in 1859: overlap 1/2 (content: evolution, 1859), "proposed" adjacent: 0  (3 words: before the 2-word tie)
    // Darwin proposed evolution in 1859: overlap 2/4, no asked word outside: −0.5
    // proposed: overlap 1, "evolution" adjacent: −1 + 0.5 = −0.5;  evolution: same, later: −0.5
    // proposed evolution in 1859: overlap 2/3, none outside: −0.6667 (4 words) ; Darwin proposed evolution: −0.6667 (3 words)
    // proposed evolution: overlap 1, none outside ("Darwin", "in", "1859" not asked): −1
    assertThat(ranked.stream().map(SpanRanker.ScoredSpan::text)).containsExactly("Darwin", "1859", "evolution in 1859",
        "Darwin proposed", "Darwin proposed evolution in 1859", "proposed", "evolution", "proposed evolution in 1859",
        "Darwin proposed evolution", "proposed evolution");
    assertThat(ranked.get(0)).isEqualTo(new SpanRanker.ScoredSpan("Darwin", 0, 0, AnswerType.PERSON, true, 0, 1, 1.5));
    assertThat(ranked.get(1)).isEqualTo(new SpanRanker.ScoredSpan("1859", 4, 4, AnswerType.DATE, false, 0, 0.5, 0.25));
    assertThat(ranked.get(3).score()).isZero();
    assertThat(ranked.get(7).overlap()).isCloseTo(2 / 3.0, within(1e-12));
    assertThat(ranked.get(9).score()).isEqualTo(-1);
  }

  @Test
  void expectedOtherMatchesNothingAndRepeatedTextsKeepTheirBestPlace() {
    // "Smith met Smith.": both Smiths score 0 + 0.5·1 under OTHER; the earlier is kept, the later dropped
    var ranked = rank("Smith met Smith.", List.of(List.of("smith"), List.of("met"), List.of("smith"), List.of()),
        Set.of("met"), AnswerType.OTHER);
    assertThat(ranked).extracting(SpanRanker.ScoredSpan::text).containsExactly("Smith", "Smith met Smith", "Smith met", "met Smith", "met");
    assertThat(ranked.get(0).first()).isZero();
    assertThat(ranked.get(0).typeMatch()).isFalse();
    assertThat(ranked.get(0).score()).isEqualTo(0.5);
  }

  @Test
  void listsOfTheWrongLengthAreRefused() {
    List<Token> tokens = Token.split("a b");
    assertThatThrownBy(() -> ranker.rank(AnswerType.OTHER, Set.of(), tokens, List.of(), List.of(), List.of()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("one term list per token");
  }
}
