package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Clause structure on sentences of the project's own (not from any dataset). */
class ClausesTest {

  /** Each clause as "KIND[opener]{own|cont}: text". */
  private static List<String> parse(String text) {
    List<Token> t = Token.split(text);
    return Clauses.split(t, 0, t.size()).stream()
        .map(c -> c.kind() + (c.opener().isEmpty() ? "" : "[" + c.opener() + "]") + (c.ownSubject() ? "{own}" : "{cont}") + ": "
            + Token.join(t, c.from(), c.to()))
        .toList();
  }

  @Test
  void aLeadingConditionEndsAtTheCommaAndTheConsequenceIsTheMainClause() {
    assertThat(parse("If the kettle boils, the lid rattles."))
        .containsExactly("SUBORDINATE[if]{own}: If the kettle boils", "MAIN{own}: the lid rattles");
    List<Token> t = Token.split("When the wind drops, the boat slows down.");
    List<Clauses.Clause> c = Clauses.split(t, 0, t.size());
    assertThat(c.get(0).condition()).isTrue();
    assertThat(c.get(1).condition()).isFalse();
  }

  @Test
  void aTrailingSubordinateClauseStartsAtItsSubordinator() {
    assertThat(parse("The lid rattles when the kettle boils."))
        .containsExactly("MAIN{own}: The lid rattles", "SUBORDINATE[when]{own}: when the kettle boils");
    assertThat(parse("Nora reads in the garden, while her cousin naps indoors."))
        .containsExactly("MAIN{own}: Nora reads in the garden", "SUBORDINATE[while]{own}: while her cousin naps indoors");
  }

  @Test
  void asInAnEquativeOrSuchAsAndPrepositionsOpenNoClause() {
    assertThat(parse("The rope is as long as the mast.")).containsExactly("MAIN{own}: The rope is as long as the mast");
    assertThat(parse("Metals such as copper conduct heat.")).containsExactly("MAIN{own}: Metals such as copper conduct heat");
    // "after" before a noun phrase without a verb is a preposition; before a subject it opens a clause
    assertThat(parse("The cook rests after lunch.")).hasSize(1);
    assertThat(parse("The cook rests after the guests leave."))
        .containsExactly("MAIN{own}: The cook rests", "SUBORDINATE[after]{own}: after the guests leave");
  }

  @Test
  void andStartsAClauseOnlyBeforeASubject() {
    // two subjects: two clauses
    assertThat(parse("Jon's knife is sharp and Lea's knife is dull."))
        .containsExactly("MAIN{own}: Jon 's knife is sharp", "MAIN[and]{own}: and Lea 's knife is dull");
    // coordinated adjectives and list items stay in one clause
    assertThat(parse("The old saw is rusty and bent.")).containsExactly("MAIN{own}: The old saw is rusty and bent");
    assertThat(parse("The goat eats hay, clover and carrots.")).containsExactly("MAIN{own}: The goat eats hay , clover and carrots");
  }

  @Test
  void aRelativeClauseIsEmbeddedAndTheMainClauseGoesOnAfterIt() {
    assertThat(parse("The jar, which is sealed, stays cold."))
        .containsExactly("MAIN{own}: The jar", "RELATIVE[which]{cont}: which is sealed", "MAIN{cont}: stays cold");
  }

  @Test
  void eachSentenceStartsAfresh() {
    assertThat(parse("The pond freezes. It thaws in spring."))
        .containsExactly("MAIN{own}: The pond freezes", "MAIN{own}: It thaws in spring");
  }
}
