package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.qakit.model.Choice;

/** Questions of the project's own fixtures, read with the installed WordNet. */
class QuestionReaderTest {
  private static RelationReader relations;
  private static QuestionReader questions;

  @BeforeAll
  static void lexicon() throws IOException {
    ScaleLexicon lex = WordNetScales.load(WordNetScales.DEFAULT_FOLDER);
    CueFinder cues = new CueFinder(lex);
    relations = new RelationReader(cues);
    questions = new QuestionReader(cues, new PropertyMatcher(lex), null);
  }

  private static List<Choice> options(String a, String b) {
    return List.of(new Choice("A", a), new Choice("B", b));
  }

  @Test
  void theStemMovesTheCauseAndTheOptionsNameTheEffect() {
    Relation r = relations.read("The thicker a wire is, the less electrical resistance it has.");
    QuestionReading q = questions.read("Lena replaces the thin wire in her circuit with a much thicker one."
        + " The resistance of the circuit will be", options("higher", "lower"), r);
    assertThat(q.kind()).isEqualTo("options-give-effect");
    assertThat(q.givenSide()).isEqualTo("cause");
    assertThat(q.givenSign()).isEqualTo(1); // the new wire is thicker: the way of "thicker"
    assertThat(q.options()).extracting(QuestionReading.OptionReading::sign).containsExactly(-1, 1); // higher: against "less"
    assertThat(SignComposition.of(q).answer()).isEqualTo(1);
  }

  @Test
  void worldsCompareTheirAmounts() {
    Relation r = relations.read("The thicker a wire is, the less electrical resistance it has.");
    QuestionReading q = questions.read("Wire P has a diameter of 2 millimeters and wire Q has a diameter of 5 millimeters."
        + " Which wire resists the current more?", options("wire P", "wire Q"), r);
    assertThat(q.kind()).isEqualTo("worlds");
    assertThat(q.givenSide()).isEqualTo("effect");
    assertThat(q.givenSign()).isEqualTo(-1); // "resists … more" against "less resistance" (shared stem "resist")
    assertThat(q.options()).extracting(QuestionReading.OptionReading::sign).containsExactly(-1, 1); // 2 mm < 5 mm
    assertThat(SignComposition.of(q).answer()).isEqualTo(0);
  }

  @Test
  void aStemThatMovesNothingIsUnreadable() {
    Relation r = relations.read("The thicker a wire is, the less electrical resistance it has.");
    assertThatThrownBy(() -> questions.read("Lena paints the wire green. The resistance of the circuit will be",
        options("higher", "lower"), r)).isInstanceOf(Unreadable.class)
        .hasMessage("no direction of the cause (thicker wire) in the question");
  }
}
