package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Statements of the project's own, read with the installed WordNet. */
class RelationReaderTest {
  private static RelationReader reader;

  @BeforeAll
  static void lexicon() throws IOException {
    reader = new RelationReader(new CueFinder(WordNetScales.load(WordNetScales.DEFAULT_FOLDER)));
  }

  private static String read(String statement) {
    Relation r = reader.read(statement);
    return r.form() + " | " + r.cause().cue().text() + " " + r.cause().cue().directionName() + " | "
        + r.effect().cue().text() + " " + r.effect().cue().directionName() + " | " + r.signName();
  }

  @Test
  void theFourForms() {
    assertThat(read("The thicker a wire is, the less electrical resistance it has."))
        .isEqualTo("the-X-the-Y | thicker MORE | less LESS | opposite");
    assertThat(read("When a guitar string is tightened, its pitch becomes higher."))
        .isEqualTo("when-C-E | tightened MORE | higher MORE | same");
    assertThat(read("Ice melts faster when the air around it is warmer."))
        .isEqualTo("E-when-C | warmer MORE | faster MORE | same");
    assertThat(read("Colder water can hold more dissolved oxygen."))
        .isEqualTo("subject-predicate | Colder LESS | more MORE | opposite");
  }

  @Test
  void conditionsAndContrastTailsAreSkipped() {
    // "on steep trails" is a condition, not the effect; "than …" is the contrast tail
    assertThat(read("A heavier backpack tires hikers more on steep trails.")).endsWith("| more MORE | same");
    assertThat(read("Thin ropes snap more quickly than thick ones.")).isEqualTo("subject-predicate | Thin LESS | more quickly MORE | opposite");
  }

  @Test
  void aBareSubjectIsItsPresence() {
    Relation r = reader.read("A lubricant makes gears turn more easily.");
    assertThat(r.cause().cue().text()).isEqualTo("(presence of lubricant)");
    assertThat(r.cause().direction()).isEqualTo(1);
    assertThat(r.effect().cue().text()).isEqualTo("more easily");
  }

  @Test
  void noComparativeIsUnreadable() {
    assertThatThrownBy(() -> reader.read("Bread is made from flour.")).isInstanceOf(Unreadable.class)
        .hasMessage("no comparative word in the statement");
  }
}
