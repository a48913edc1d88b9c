package org.qakit.solve.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.metric.ExactMatch;
import org.qakit.eval.metric.TokenF1;
import org.qakit.index.TestIndexes;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.ExtractionItem;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.Prediction;
import org.qakit.text.Language;

class ExtractiveSolverTest {
  @TempDir Path temp;

  private static List<String> top(ExtractiveSolver solver, List<ExtractionItem> items) {
    var out = new ArrayList<String>();
    for (ExtractionItem e : items) {
      var answers = ((Prediction.Answers) solver.solve(e).orElseThrow()).answers();
      out.add(answers.isEmpty() ? "" : answers.get(0));
    }
    return out;
  }

  /** Mean em and f1 over the items, as the evaluator computes them. */
  private static double[] emF1(ExtractiveSolver solver, List<ExtractionItem> items) {
    double em = 0;
    double f1 = 0;
    for (ExtractionItem e : items) {
      var p = solver.solve(e).orElseThrow();
      em += new ExactMatch().score(e, p);
      f1 += new TokenF1().score(e, p);
    }
    return new double[] {em / items.size(), f1 / items.size()};
  }

  @Test
  void sqadSampleAnswersAndEvidence() throws IOException {
    var items = Fixtures.sample("sqad", "extraction", temp);
    var solver = new ExtractiveSolver(Language.CZECH);
    assertThat(top(solver, items)).containsExactly("225 km", "Prokop", "1992", "9. července 1357", "Karel IV");
    assertThat(emF1(solver, items)).containsExactly(1.0, 1.0); // "Karel IV" matches "Karel IV." once punctuation goes

    // 000005: two answer sentences; only the second shares words (základní, kámen, položit) with the question
    var ev = solver.explain(items.get(4));
    assertThat(ev.expected()).isEqualTo(AnswerType.PERSON);
    assertThat(ev.cue()).isEqualTo("kdo");
    assertThat(ev.gold()).isEqualTo(AnswerType.PERSON);
    assertThat(ev.document()).isNull();
    assertThat(ev.sentences()).extracting(ExtractiveSolver.SentenceScore::text).containsExactly(
        "Karlův most spojuje Staré Město a Malou Stranu.", "Základní kámen mostu položil Karel IV. 9. července 1357.");
    assertThat(ev.sentences().get(0).bm25()).isZero();
    assertThat(ev.selected()).isEqualTo(1);
    // PERSON match 1, no question word in it, "položil" right before it: 1 + 0.5 = 1.5
    assertThat(ev.spans().get(0)).isEqualTo(new SpanRanker.ScoredSpan("Karel IV", 4, 5, AnswerType.PERSON, true, 0, 1, 1.5));
    // 000004: the date ties with "9. července" at 1 + 0.5/3 ("Karel IV" between it and "položil") and wins by its length
    var date = solver.explain(items.get(3)).spans();
    assertThat(date.get(0).score()).isCloseTo(1 + 0.5 / 3, within(1e-12));
    assertThat(date.get(1).text()).isEqualTo("9. července");
    assertThat(date.get(1).score()).isEqualTo(date.get(0).score());
  }

  @Test
  void czechFixtureScoresSixOfSevenExactly() {
    var items = Fixtures.extraction(Fixtures.read("sqad", "extraction", List.of(Fixtures.sqadFixture())));
    var solver = new ExtractiveSolver(Language.CZECH);
    // Kde …? answers keep their preposition (PrepositionPhrase): "u Mělníka" is now exact, "v Krkonoších" is not
    assertThat(top(solver, items)).containsExactly("u Mělníka", "Bedřich Smetana", "430 km", "1874", "Vltava", "Bedřich Smetana",
        "v Krkonoších");
    // 000016: gold "Krkonoších": em 0, f1 = 2·½·1/(½ + 1) = 2/3; the six others exact
    double[] s = emF1(solver, items);
    assertThat(s[0]).isCloseTo(6 / 7.0, within(1e-12));
    assertThat(s[1]).isCloseTo((6 + 2 / 3.0) / 7, within(1e-12));
    // 000010: Mělníka is a PLACE after "u"; "vlévá" follows behind "se": 1 + 0.5·½ = 1.25;
    // Šumavě (PLACE after "na") has four words (a, u, Mělníka, se) before "vlévá": 1 + 0.5/5 = 1.1
    var spans = solver.explain(items.get(0)).spans();
    assertThat(spans.get(0)).isEqualTo(new SpanRanker.ScoredSpan("u Mělníka", 4, 5, AnswerType.PLACE, true, 0, 0.5, 1.25));
    assertThat(spans.get(1).text()).isEqualTo("na Šumavě");
    assertThat(spans.get(1).score()).isCloseTo(1.1, within(1e-12));
    // 000012: "Je dlouhá 430 km." shares no question word: NUMBER spans score 1, the longer first
    var number = solver.explain(items.get(2));
    assertThat(number.sentences().get(0).bm25()).isZero();
    assertThat(number.spans()).extracting(SpanRanker.ScoredSpan::text).startsWith("430 km", "430");
    // 000015 has no cue (OTHER): "Bedřich Smetana" and "roce 1874" tie at 0.5·½; the earlier wins
    var other = solver.explain(items.get(5));
    assertThat(other.expected()).isEqualTo(AnswerType.OTHER);
    assertThat(other.gold()).isEqualTo(AnswerType.PERSON);
    assertThat(other.spans()).extracting(SpanRanker.ScoredSpan::text).startsWith("Bedřich Smetana", "roce 1874");
    assertThat(other.spans().get(1).score()).isEqualTo(other.spans().get(0).score()).isEqualTo(0.25);
  }

  @Test
  void englishFixtureScores() {
    var items = Fixtures.extraction(Fixtures.read("sciq", "direct-answer", List.of(Fixtures.sciqFixture())));
    var solver = new ExtractiveSolver(Language.ENGLISH);
    assertThat(top(solver, items)).containsExactly("July 20", "six", "Charles Darwin", "bone marrow", "take in carbon dioxide");
    // em: 3 of 5; f1: "July 20" vs "July 20, 1969" = 2·1·⅔/(1 + ⅔) = 0.8, "take in carbon dioxide" vs
    // "carbon dioxide" = 2·½·1/(½ + 1) = ⅔, three exact: (0.8 + ⅔ + 3) / 5
    double[] s = emF1(solver, items);
    assertThat(s[0]).isCloseTo(0.6, within(1e-12));
    assertThat(s[1]).isCloseTo((0.8 + 2 / 3.0 + 3) / 5, within(1e-12));
    // fixture-2: BM25 among the two support sentences. Terms (Porter, stop words out): question how mani doe
    // insect have leg; s1 insect have six leg three bodi part (7); s2 spider which insect have eight leg two
    // bodi part (9); avgdl 8; insect, have, leg in both: idf = ln(1 + 0.5/2.5) = 0.1823216
    // s1: 3 · idf / (1 + 1.2·(0.25 + 0.75·7/8)) = 0.2620194;  s2: 3 · idf / (1 + 1.2·(0.25 + 0.75·9/8)) = 0.2365253
    var legs = solver.explain(items.get(1));
    assertThat(legs.sentences().get(0).bm25()).isCloseTo(0.2620194, within(1e-6));
    assertThat(legs.sentences().get(1).bm25()).isCloseTo(0.2365253, within(1e-6));
    assertThat(legs.selected()).isZero();
    assertThat(legs.expected()).isEqualTo(AnswerType.NUMBER);
    assertThat(legs.gold()).isNull(); // SciQ has no answer types
    // "six": NUMBER after "have" (asked): 1 + 0.5 = 1.5; "six legs" repeats "legs": 1 − ½ + 0.5 = 1.0
    assertThat(legs.spans().get(0)).isEqualTo(new SpanRanker.ScoredSpan("six", 2, 2, AnswerType.NUMBER, true, 0, 1, 1.5));
  }

  @Test
  void withAnIndexThePassageIsTheQuestionsTopHit() throws IOException {
    var articles = Fixtures.read("sqad", "document-selection", List.of(Fixtures.sqadFixture())).passages();
    TestIndexes.build(temp.resolve("idx"), Language.CZECH, 1, articles);
    var items = Fixtures.extraction(Fixtures.read("sqad", "extraction", List.of(Fixtures.sqadFixture())));
    try (var index = Bm25Retriever.open(temp.resolve("idx"))) {
      var solver = new ExtractiveSolver(Language.CZECH, index, SpanCandidates.DEFAULT_MAX_WORDS, 1);
      assertThat(items.stream().map(e -> solver.explain(e).document().id()))
          .containsExactly("000010", "000010", "000010", "000010", "000010", "000010", "000016");
      // 000012 "Kolik kilometrů měří Vltava?": of the whole article only "Vltava je nejdelší řeka v Česku." shares a word
      // with the question, so the open setting picks the wrong sentence and misses "430 km"
      var open = solver.explain(items.get(2));
      assertThat(open.sentences()).hasSize(4);
      assertThat(open.sentences().get(open.selected()).text()).isEqualTo("Vltava je nejdelší řeka v Česku.");
      assertThat(top(solver, items)).containsExactly("u Mělníka", "Bedřich Smetana", "nejdelší řeka v Česku", "1874", "Vltava",
          "Bedřich Smetana", "v Krkonoších");
      assertThat(((Prediction.Answers) solver.solve(items.get(0)).orElseThrow()).answers()).hasSize(1);
      assertThatThrownBy(() -> new ExtractiveSolver(Language.ENGLISH, index, 5, 5)).isInstanceOf(IllegalArgumentException.class)
          .hasMessage("extract: the index is of language cs but the solver was asked for en");
    }
  }

  @Test
  void otherKindsAreNotAnsweredAndBadArgumentsRefused() {
    var solver = new ExtractiveSolver(Language.ENGLISH);
    assertThat(solver.solve(AnswerSelectionItem.of("q", "who?", List.of(new Candidate(null, "x", 1))))).isEmpty();
    assertThat(solver.description()).startsWith("extraction items");
    var item = new ExtractionItem("e", "Who?", "Yes.", List.of("x"), Map.of(), null);
    assertThat(((Prediction.Answers) solver.solve(item).orElseThrow()).answers()).containsExactly("Yes");
    assertThatThrownBy(() -> new ExtractiveSolver(Language.ENGLISH, null, 5, 0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("extract: answers per prediction must be at least 1, found 0");
  }

  @Test
  void chineseSpansAreSmartcnWordsTrimmedOfStopWords() {
    var solver = new ExtractiveSolver(Language.CHINESE);
    var item = new ExtractionItem("z", "法国的首都是哪里？", "长江流入东海。\n法国的首都是巴黎。", List.of("巴黎"), Map.of(), null);
    var evidence = solver.explain(item);
    // 哪里 asks for a PLACE; the second sentence shares 法国, 首都 with the question; 巴黎 repeats no question word
    assertThat(evidence.expected()).isEqualTo(AnswerType.PLACE);
    assertThat(evidence.selected()).isEqualTo(1);
    assertThat(evidence.spans().getFirst().text()).isEqualTo("巴黎");
    assertThat(evidence.spans()).extracting(SpanRanker.ScoredSpan::text).doesNotContain("的首都", "是巴黎", "首都是");
    assertThat(solver.read("法国的首都是哪里？", "法国的首都是巴黎。").spans().getFirst().text()).isEqualTo("巴黎");
  }
}
