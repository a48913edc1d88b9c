package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Dataset;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.TestIndexes;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;
import org.qakit.text.Language;

/**
 * The solver on the project's own QuaRTz-format fixtures (30 questions on 10 statements written for
 * qakit, vocabulary unlike quartz-style's: wires, ponds, guitars, trucks, planets, dough,
 * fertilizer, waves, prices, training), with the installed WordNet and no encoder.
 */
class QualitativeSolverTest {
  private static ScaleLexicon lexicon;
  private static Dataset fixtures;
  @TempDir static Path temp;

  @BeforeAll
  static void load() throws IOException, URISyntaxException {
    lexicon = WordNetScales.load(WordNetScales.DEFAULT_FOLDER);
    Path file = Path.of(QualitativeSolverTest.class.getResource("/qakit/qualitative/quartz-fixtures.jsonl").toURI());
    fixtures = Formats.get("quartz").read(file, ReadOptions.STRICT);
  }

  /** Right, wrong and abstained counts over the fixtures, and the right count of the flipped and the original questions. */
  private static int[] score(QualitativeSolver solver) {
    return score(solver, fixtures);
  }

  private static int[] score(QualitativeSolver solver, Dataset data) {
    int[] c = new int[5];
    for (var item : data.items()) {
      var m = (MultipleChoiceItem) item;
      QualitativeEvidence e = solver.evidence(m);
      boolean answered = e.decision().equals("answer");
      boolean right = answered && e.options().stream().filter(o -> o.score() == 1.0).findFirst().orElseThrow().label().equals(m.answer());
      c[right ? 0 : answered ? 1 : 2]++;
      if (right && m.id().endsWith("-flip")) {
        c[3]++;
      } else if (right && m.id().endsWith("-1")) {
        c[4]++;
      }
    }
    return c;
  }

  @Test
  void goldKnowledgeAnswersMostFixturesAndFlippedQuestionsNoWorse() {
    int[] c = score(new QualitativeSolver(new KnowledgeSource.Gold(), lexicon, null));
    assertThat(c[0] + c[1] + c[2]).isEqualTo(30);
    assertThat(c[0]).isGreaterThanOrEqualTo(24); // 80% of 30
    assertThat(c[1]).isLessThanOrEqualTo(2);
    assertThat(c[3]).isGreaterThanOrEqualTo(c[4]);
  }

  @Test
  void retrievedKnowledgeReadsTheTopHitsOfAnIndexOfTheStatements() throws IOException {
    Path index = temp.resolve("fixture-knowledge");
    TestIndexes.build(index, Language.ENGLISH, 1, fixtures.passages());
    try (Bm25Retriever retriever = Bm25Retriever.open(index)) {
      var solver = new QualitativeSolver(new KnowledgeSource.Retrieved(retriever, QualitativeSolver.RETRIEVAL_DEPTH), lexicon, null);
      assertThat(solver.id()).isEqualTo("qualitative");
      int[] c = score(solver);
      assertThat(c[0]).isGreaterThanOrEqualTo(18); // 60% of 30
      var planets = (MultipleChoiceItem) fixtures.items().stream().filter(i -> i.id().equals("QRQA-T005-2")).findFirst().orElseThrow();
      QualitativeEvidence e = solver.evidence(planets);
      assertThat(e.knowledge().id()).isEqualTo("QRSent-T005");
      assertThat(e.knowledge().source()).startsWith("bm25 rank 1 of ");
    }
  }

  /**
   * The held-out set ({@code quartz-heldout.jsonl}: 30 questions on 10 statements of other topics,
   * written and committed before the solver was first run on it, after the rules of the dev errors
   * were written): the measured figure, gold knowledge, no encoder. Before the rules for separated
   * particle verbs, "before" clauses, adverbial first/last, "compared with" an earlier clause and
   * satellite senses it scored 10 right (0.333); with them 15 (0.500); with the third round's
   * abstention on unlinked readings 14 (0.467), docs/qualitative.md.
   */
  @Test
  void heldOutFixturesScoreAsMeasured() throws IOException, URISyntaxException {
    Path file = Path.of(QualitativeSolverTest.class.getResource("/qakit/qualitative/quartz-heldout.jsonl").toURI());
    Dataset heldOut = Formats.get("quartz").read(file, ReadOptions.STRICT);
    int[] c = score(new QualitativeSolver(new KnowledgeSource.Gold(), lexicon, null), heldOut);
    // right, wrong, abstained; right among the 10 flipped and the 10 originals. 15, 3, 12, 4, 5 before the
    // third round: the abstention on unlinked readings (ReadingSupport) turned one right original into an abstention
    assertThat(c).containsExactly(14, 3, 13, 4, 4);
  }

  @Test
  void withoutKnowledgeADirectRelationIsAssumed() {
    var solver = new QualitativeSolver(new KnowledgeSource.None(), lexicon, null);
    assertThat(solver.id()).isEqualTo("qualitative-none");
    var wire = (MultipleChoiceItem) fixtures.items().get(0);
    QualitativeEvidence e = solver.evidence(wire);
    assertThat(e.knowledge()).isNull();
    assertThat(e.relation().form()).isEqualTo("assumed");
    assertThat(e.relation().sign()).isEqualTo("same");
    int[] c = score(solver);
    assertThat(c[0] + c[1] + c[2]).isEqualTo(30);
  }

  @Test
  void anUnreadableStatementIsAnAbstentionWithItsReason() {
    var item = new MultipleChoiceItem("x1", "Mo bakes a larger loaf. It will weigh", List.of(new Choice("A", "more"), new Choice("B", "less")),
        "A", null, List.of(Evidence.of("s", "Bread is made from flour.")), Map.of(), "s", Map.of());
    var solver = new QualitativeSolver(new KnowledgeSource.Gold(), lexicon, null);
    Solution s = solver.solveWithEvidence(item).orElseThrow();
    assertThat(((Prediction.ChoiceScores) s.prediction()).scores()).containsExactly(Map.entry("A", 0.5), Map.entry("B", 0.5)); // 1/k, k = 2: no preference
    assertThat(s.evidence().json().path("decision").asText()).isEqualTo("abstain");
    assertThat(s.evidence().json().path("reason").asText()).isEqualTo("statement: no comparative word in the statement");
    assertThat(solver.solve(new KbQuestionItem("k", "who?", List.of("x"), null, Map.of()))).isEmpty();
  }

  @Test
  void aPhraseSimilarityDecidesWhatNoWordDoes() {
    var item = new MultipleChoiceItem("z1", "A zoo feeds a whale and a sparrow. Which animal eats less food?",
        List.of(new Choice("A", "the whale"), new Choice("B", "the sparrow")), "B", null,
        List.of(Evidence.of("s", "The larger an animal, the more food it eats.")), Map.of(), "s", Map.of());
    assertThat(new QualitativeSolver(new KnowledgeSource.Gold(), lexicon, null).evidence(item).decision()).isEqualTo("abstain");
    // a fake similarity: a whale is like "large animal", a sparrow like "small animal"
    PhraseSimilarity fake = (a, b) -> a.contains("whale") && b.startsWith("large") || a.contains("sparrow") && b.startsWith("small") ? 0.9 : 0.1;
    QualitativeEvidence e = new QualitativeSolver(new KnowledgeSource.Gold(), lexicon, fake).evidence(item);
    assertThat(e.decision()).isEqualTo("answer");
    assertThat(e.options()).extracting(QualitativeEvidence.OptionEvidence::score).containsExactly(0.0, 1.0);
    // toward(whale) = 0.9 - 0.1 = 0.8 > toward(sparrow) = 0.1 - 0.9 = -0.8: the whale eats more, the sparrow less
    assertThat(e.options().get(0).readings()).anyMatch(r -> r.contains("projection") && r.endsWith("+0.8000"));
  }
}
