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
  void aWorldIsDescribedByEveryClauseAboutItAcrossPronounsAndTheOther() {
    // the cue of each world sits in a clause that does not name it: "She" and "The other" (WorldTracker)
    Relation r = relations.read("The thicker a wire is, the less electrical resistance it has.");
    QuestionReading q = questions.read("Two students build circuits. Ada picks a wire. She chooses a thick one."
        + " The other student's wire is thin. Whose wire resists the current more?", options("Ada's wire", "Ben's wire"), r);
    assertThat(q.kind()).isEqualTo("worlds");
    assertThat(q.options().get(0).readings()).first().isEqualTo("described as 'Ada picks a wire … She chooses a thick one'");
    assertThat(q.options().get(1).readings()).first().isEqualTo("described as 'The other student 's wire is thin'");
    assertThat(q.options()).extracting(QuestionReading.OptionReading::sign).containsExactly(1, -1); // thick against thin
    assertThat(SignComposition.of(q).answer()).isEqualTo(1); // more resistance: the thin wire, Ben's
  }

  @Test
  void aStemThatMovesNothingIsUnreadable() {
    Relation r = relations.read("The thicker a wire is, the less electrical resistance it has.");
    assertThatThrownBy(() -> questions.read("Lena paints the wire green. The resistance of the circuit will be",
        options("higher", "lower"), r)).isInstanceOf(Unreadable.class)
        .hasMessage("no direction of the cause (thicker wire) in the question");
  }
  @Test
  void whatEndsSoonerRunsFasterAndWhatTakesLongerRunsSlower() {
    Relation r = relations.read("The warmer the water, the faster sugar dissolves in it.");
    // options-give-effect: "sooner" against "faster" is the timing rule: sooner = more speed, later = less
    QuestionReading q = questions.read("Kim stirs sugar into iced tea instead of hot tea. The sugar will be gone",
        options("sooner", "later"), r);
    assertThat(q.givenSign()).isEqualTo(-1); // iced instead of hot: against "warmer"
    assertThat(q.options()).extracting(QuestionReading.OptionReading::sign).containsExactly(1, -1);
    assertThat(SignComposition.of(q).answer()).isEqualTo(1); // -1 × -1 = +1 for "later"
    // worlds: "takes longer" asks the slower (less of "faster") side
    QuestionReading w = questions.read("One cup holds hot cocoa and the other holds cold milk."
        + " In which cup does a spoon of sugar take longer to dissolve?", options("the hot cocoa", "the cold milk"), r);
    assertThat(w.givenSide()).isEqualTo("effect");
    assertThat(w.givenSign()).isEqualTo(-1); // longer: -(+1) × (+1: "faster" is MORE)
  }

  @Test
  void anAdjectiveMeetingASideOnlyThroughASatelliteIsReadInItsHeadSense() {
    Relation r = relations.read("Higher water temperature makes sugar dissolve more quickly.");
    // "hot" heads hot/cold; it meets "more quickly" only as a satellite of fast (a secondary sense),
    // so the property noun "temperature" (hot/cold, 2.5) beats the scale rule (2 × min(1, vote))
    QuestionReading q = questions.read("After an hour on a hot stove, the tea will dissolve sugar",
        options("more slowly", "more quickly"), r);
    assertThat(q.givenSide()).isEqualTo("cause");
    assertThat(q.givenSign()).isEqualTo(1);
    assertThat(q.given().get(0)).contains("property noun 'temperature'");
    assertThat(SignComposition.of(q).answer()).isEqualTo(1);
  }

  @Test
  void aBeforeClauseMovesTheCauseBackwards() {
    Relation r = relations.read("Higher water temperature makes sugar dissolve more quickly.");
    QuestionReading q = questions.read("Before the kettle has heated the water, Ana drops in a sugar cube. It dissolves",
        options("more slowly", "more quickly"), r);
    assertThat(q.givenSign()).isEqualTo(-1); // not yet heated: against "Higher … temperature"
    assertThat(SignComposition.of(q).answer()).isEqualTo(0);
  }
}
