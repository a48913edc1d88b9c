package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ContrastTest {

  private static String show(String text) {
    List<Token> t = Token.split(text);
    Contrast c = Contrast.find(t);
    return c == null ? "none" : c.frame() + " | old " + Token.join(t, c.oldFrom(), c.oldTo()) + " | new " + Token.join(t, c.newFrom(), c.newTo());
  }

  @Test
  void framesSetTheNewStateAgainstTheOld() {
    assertThat(show("Ty moves from a small flat to a large house.")).isEqualTo("from-to | old a small flat | new a large house");
    assertThat(show("Lu drinks tea instead of coffee.")).isEqualTo("instead of | old coffee | new Lu drinks tea");
    assertThat(show("He replaces the old bulb with a brighter one.")).isEqualTo("replace-with | old the old bulb | new a brighter one");
    assertThat(show("She stirs sugar into her tea.")).isEqualTo("add-into | old her tea | new sugar");
    assertThat(show("Compared with a cat, a horse eats")).isEqualTo("compared-with | old a cat | new Compared with a cat , a horse eats");
  }

  @Test
  void priorityAndExclusions() {
    assertThat(show("She adds salt to the soup instead of pepper.")).startsWith("instead of | old pepper");
    assertThat(show("She walks away from the fire to the lake.")).isEqualTo("none");
  }

  @Test
  void comparedWithSomethingDescribedBeforeTakesItsClause() {
    // "his cousins" names people described in the clause after "while": that clause is the old state,
    // the rest of the text before "Compared" the new one
    String text = "Ben naps in the shade all day, while his cousins dig in the sun. Compared with his cousins, Ben is";
    List<Token> t = Token.split(text);
    Contrast c = Contrast.find(t);
    assertThat(c.frame()).isEqualTo("compared-with-described");
    assertThat(Token.join(t, c.oldFrom(), c.oldTo())).isEqualTo("his cousins dig in the sun");
    assertThat(Token.join(t, c.newFrom(), c.newTo())).isEqualTo(
        "Ben naps in the shade all day , while his cousins dig in the sun .");
    assertThat(c.comparedWith()).isTrue();
    // the old state describing itself: the plain frame
    assertThat(Contrast.find(Token.split("Compared with cousins who dig in the sun, Ben is")).frame()).isEqualTo("compared-with");
  }
}
