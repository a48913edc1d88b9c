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

  @Test
  void aParticleVerbIsOneCueAcrossItsObject() {
    List<Cue> lets = cues("Mo lets some steam out of the kettle");
    assertThat(lets).extracting(Cue::text).containsExactly("lets out");
    assertThat(lets.get(0).quantity()).isTrue();
    assertThat(lets.get(0).direction()).isEqualTo(-1); // let out: less of what is let out
    assertThat(lets.get(0).target()).contains("steam", "kettle");
    assertThat(cues("Kai turns the radio down")).extracting(Cue::text).containsExactly("turns down");
    // "down the road": a preposition before its noun phrase, no particle
    assertThat(cues("Kai turns the truck down the lane")).extracting(Cue::text).doesNotContain("turns down");
  }

  @Test
  void aBeforeClauseTurnsItsVerbRound() {
    Cue warmed = cues("before the stove has warmed the room, the cat sleeps").get(0);
    assertThat(warmed.text()).isEqualTo("warmed");
    assertThat(warmed.negated()).isTrue();
    assertThat(warmed.direction()).isEqualTo(-1); // not yet warm
    assertThat(cues("before it gets cold, stir the jam").get(0).direction()).isEqualTo(1); // not yet cold
    assertThat(cues("before the pan heats up, add oil").get(0).negated()).isTrue(); // an -s verb after its subject
    // "before" as a preposition: no clause, nothing turned round
    Cue summer = cues("before the hot summer the pond was full").get(0);
    assertThat(summer.text()).isEqualTo("hot");
    assertThat(summer.negated()).isFalse();
    // an "after" clause is veridical
    assertThat(cues("after the stove has warmed the room").get(0).negated()).isFalse();
  }

  @Test
  void firstAndLastAfterAVerbAreEarlyAndLate() {
    Cue first = cues("Which puddle dries first?").get(0);
    assertThat(first.text()).isEqualTo("first");
    assertThat(first.direction()).isEqualTo(-1); // early
    assertThat(Comparatives.timing(first.text())).isEqualTo(-1);
    assertThat(cues("Who crosses the line last?")).extracting(Cue::direction).containsExactly(1); // late
    assertThat(cues("At first the puddle was small")).extracting(Cue::text).doesNotContain("first");
    assertThat(cues("It was the first frost of the year")).extracting(Cue::text).doesNotContain("first");
  }

  @Test
  void equativesAndALittle() {
    Cue far = cues("She pulls the lever as far back as it will go").get(0);
    assertThat(far.text()).isEqualTo("far");
    assertThat(far.direction()).isEqualTo(1);
    Cue little = cues("He opens the tap only a little way").stream().filter(c -> c.quantity()).findFirst().orElseThrow();
    assertThat(little.text()).isEqualTo("a little");
    assertThat(little.direction()).isEqualTo(-1);
    // "a little" grading a comparative is no amount of its own
    assertThat(cues("The broth is a little warmer")).extracting(Cue::text).containsExactly("warmer");
  }
}
