package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Cues read with the installed WordNet (Debian wordnet-base). */
class CueFinderTest {
  private static CueFinder finder;

  @BeforeAll
  static void lexicon() throws IOException {
    finder = new CueFinder(WordNetScales.load(WordNetScales.DEFAULT_FOLDER));
  }

  private static List<Cue> cues(String text) {
    return finder.find(Token.split(text));
  }

  @Test
  void moreOrLessGradesTheWordAfterIt() {
    Cue c = cues("the cart rolls more slowly").get(0);
    assertThat(c.text()).isEqualTo("more slowly");
    assertThat(c.direction()).isEqualTo(-1);
    Cue lessHot = cues("the soup is less hot").get(0);
    assertThat(lessHot.text()).isEqualTo("less hot");
    assertThat(lessHot.polarity()).isEqualTo(-1);
    assertThat(lessHot.direction()).isEqualTo(-1);
  }

  @Test
  void amountWordsAreAboutTheirNeighbours() {
    Cue c = cues("Banks offered fewer loans").get(0);
    assertThat(c.quantity()).isTrue();
    assertThat(c.direction()).isEqualTo(-1);
    assertThat(c.target()).contains("loans");
    List<Cue> givesUp = cues("He gives up sweet drinks");
    assertThat(givesUp).extracting(Cue::text).containsExactly("gives up"); // "sweet" describes the object
  }

  @Test
  void negationTurnsACueRound() {
    Cue c = cues("Ada hasn't sharpened her knife").get(0);
    assertThat(c.text()).isEqualTo("sharpened");
    assertThat(c.negated()).isTrue();
    assertThat(c.direction()).isEqualTo(-1);
  }

  @Test
  void phrasesAndNounUses() {
    Cue away = cues("She walks away from the fire").get(0);
    assertThat(away.text()).isEqualTo("away from");
    assertThat(away.direction()).isEqualTo(1); // far: more distance
    assertThat(cues("made of light molecules")).extracting(Cue::text).containsExactly("light");
    assertThat(cues("Which plant sits in weaker light?")).extracting(Cue::text).containsExactly("weaker");
  }
}
