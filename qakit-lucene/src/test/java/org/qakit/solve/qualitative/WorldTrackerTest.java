package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** World tracking on stems and options of the project's own (not from any dataset). */
class WorldTrackerTest {

  /** For each option, the texts of the stem clauses that describe it, joined with " | ". */
  private static List<String> track(String stem, String... options) {
    List<Token> st = Token.split(stem);
    List<List<Token>> ot = java.util.Arrays.stream(options).map(Token::split).toList();
    return WorldTracker.track(st, QuestionReader.lastSentence(st), ot).stream()
        .map(cs -> String.join(" | ", cs.stream().map(c -> Token.join(st, c.from(), c.to())).toList()))
        .toList();
  }

  @Test
  void aPronounContinuesTheWorldLastSpokenOf() {
    assertThat(track("Rosa parks her van in the shade. She leaves the windows open. Omar parks in the sun. "
        + "Whose van is cooler at noon?", "Rosa's van", "Omar's van"))
        .containsExactly("Rosa parks her van in the shade | She leaves the windows open", "Omar parks in the sun");
  }

  @Test
  void theOtherAndTheSecondReferToTheWorldNotLastSpokenOf() {
    assertThat(track("Two kites fly over the beach. One kite has a long tail. The other is tailless. "
        + "Which kite wobbles more?", "the kite with a tail", "the tailless kite"))
        .containsExactly("One kite has a long tail", "The other is tailless");
    // the options themselves are ordinals: a subject "one" names the first, "the other" the second
    assertThat(track("A baker has two ovens. One oven heats to 200 degrees and the other reaches 250 degrees. "
        + "Which oven browns bread faster?", "the first oven", "the second oven"))
        .containsExactly("One oven heats to 200 degrees", "and the other reaches 250 degrees");
  }

  @Test
  void aCoordinatedPredicateStaysWithItsSubject() {
    assertThat(track("Two hikers cross a river. Pia's boots are new and waterproof, while Sam's boots are old and cracked. "
        + "Whose feet stay drier?", "Pia", "Sam"))
        .containsExactly("Pia 's boots are new and waterproof", "while Sam 's boots are old and cracked");
  }

  @Test
  void plurallyWrittenNamesMatchAndCountsNameNothing() {
    // "arms" names "the arm muscles"; "Two gardens" counts, it does not name "garden two"
    assertThat(track("A rower sits still, while his arms pull hard. Which get more blood?", "his arm muscles", "his leg muscles"))
        .containsExactly("while his arms pull hard", "");
    assertThat(track("Two gardens lie side by side. Garden one gets rain daily and garden two gets none. "
        + "Which garden is greener?", "garden one", "garden two"))
        .containsExactly("Garden one gets rain daily", "and garden two gets none");
  }

  @Test
  void aClauseWithANewSubjectIsAboutNoWorld() {
    assertThat(track("Cup A holds hot tea and cup B holds iced tea. The same spoon is put in each. Which spoon warms faster?",
        "the spoon in cup A", "the spoon in cup B"))
        .containsExactly("Cup A holds hot tea", "and cup B holds iced tea");
  }
}
