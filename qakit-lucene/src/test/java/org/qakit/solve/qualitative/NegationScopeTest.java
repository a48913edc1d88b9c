package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Negation scope on sentences of the project's own, with the installed WordNet. */
class NegationScopeTest {
  private static CueFinder finder;

  @BeforeAll
  static void lexicon() throws IOException {
    finder = new CueFinder(WordNetScales.load(WordNetScales.DEFAULT_FOLDER));
  }

  /** Each cue as text(+1/-1 direction). */
  private static List<String> read(String text) {
    return finder.find(Token.split(text)).stream().map(c -> c.text() + "(" + (c.direction() > 0 ? "+" : "-") + ")").toList();
  }

  @Test
  void aNegatorGovernsEveryCueOfItsClauseHoweverFar() {
    // three words and more between "not" and "hot": the whole clause is negated
    assertThat(read("The kettle does not ever get very hot.")).containsExactly("hot(-)");
    // the clause ends at "but": "warm" is outside the negation
    assertThat(read("The water is not hot anymore, but the pan stays warm.")).containsExactly("hot(-)", "warm(+)");
    assertThat(read("The blade hasn't sharpened.")).containsExactly("sharpened(-)");
  }

  @Test
  void aVerbOfStoppingNegatesTheVerbItGoverns() {
    // "quit" is no "less" of its own beside "adding": it negates "adding", one cue, less
    assertThat(read("He quit adding salt to the soup.")).containsExactly("adding(-)");
    assertThat(read("The baker stops adding sugar to the dough.")).containsExactly("adding(-)");
    // before anything but a cue in -ing it keeps its lexicon reading: a quantity word, less
    assertThat(read("The pump stops working after an hour.")).containsExactly("stops(-)");
  }

  @Test
  void noLongerIsANegatorNotALengthAndAnyMoreNoAmount() {
    assertThat(read("The lamp no longer glows brightly.")).containsExactly("brightly(-)");
    assertThat(read("The stove is not hot any more.")).containsExactly("hot(-)");
    // "no longer" before punctuation keeps its own words: "longer" is a length there
    assertThat(read("The rope is no longer.")).contains("longer(-)");
  }
}
