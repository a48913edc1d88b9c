package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.corpus.WordNetSynset;

/** Noun antonym pairs make scales; their derivationally related words name the same ends. */
class NounScalesTest {

  private static Map<String, WordNetSynset> file(String pos, String... lines) {
    var map = new LinkedHashMap<String, WordNetSynset>();
    for (String l : lines) {
      WordNetSynset s = WordNetSynset.parse(pos, l);
      map.put(s.offset(), s);
    }
    return map;
  }

  // lines in the wndb layout, written for this test (two senses of one pair, a verb with two words)
  private static final Map<String, WordNetSynset> NOUNS = file("n",
      "00000001 04 n 01 concentration 0 002 + 00000011 v 0101 ! 00000002 n 0101 | strengthening a solution  ",
      "00000002 04 n 01 dilution 0 002 + 00000012 v 0102 ! 00000001 n 0101 | weakening a solution  ",
      "00000003 04 n 01 party 0 000 | a group  ");
  private static final Map<String, WordNetSynset> VERBS = file("v",
      "00000011 30 v 01 concentrate 0 001 + 00000001 n 0101 01 + 01 00 | make denser  ",
      "00000012 30 v 02 cut 0 dilute 0 001 + 00000002 n 0201 01 + 01 00 | lessen the strength of a solution  ");

  private static ScaleLexicon lexicon() {
    ScaleLexicon.Builder b = ScaleLexicon.builder(BaseForms.rulesOnly());
    NounScales.add(NOUNS, Map.of("v", VERBS, "a", Map.of(), "r", Map.of()), b);
    return b.build();
  }

  @Test
  void theNounsOfAnAntonymPairAreOppositeEndsOfOneScale() {
    ScaleLexicon lex = lexicon();
    Pole concentration = lex.nounPoles("concentration").get(0);
    Pole dilution = lex.nounPoles("dilution").get(0);
    assertThat(concentration.scale()).isEqualTo(dilution.scale());
    assertThat(concentration.side()).isEqualTo(-dilution.side());
    assertThat(concentration.via()).isEqualTo("antonym");
    assertThat(lex.nounPoles("party")).isEmpty();
  }

  @Test
  void derivedWordsNameTheirNounsEndWordToWord() {
    ScaleLexicon lex = lexicon();
    Pole dilution = lex.nounPoles("dilution").get(0);
    assertThat(lex.poles("dilute")).containsExactly(new Pole(dilution.scale(), dilution.side(), "derivation"));
    assertThat(lex.poles("diluted")).containsExactly(new Pole(dilution.scale(), dilution.side(), "derivation")); // -ed rule
    assertThat(lex.poles("concentrate")).containsExactly(new Pole(dilution.scale(), -dilution.side(), "derivation"));
    // "cut" is the verb synset's first word, but the derivation links word 2 (dilute) only
    assertThat(lex.poles("cut").stream().map(p -> p.scale().id())).containsExactly("quantity");
  }

  @Test
  void aQuestionCueMeetsAStatementAboutTheNounThroughThePropertyNounRule() {
    ScaleLexicon lex = lexicon();
    Pole diluted = lex.poles("diluted").get(0);
    Cue cue = new Cue(0, 1, "diluted", List.of(diluted), 1, false, false, List.of("vinegar"));
    Cue higher = new Cue(0, 1, "higher", List.of(new Pole(Scale.QUANTITY, 1, "hand")), 1, false, true, List.of("concentration"));
    Relation.Side side = new Relation.Side(higher, List.of("higher", "concentration", "reactants"));
    PropertyMatcher.Alignment a = new PropertyMatcher(lex).align(cue, side);
    assertThat(a.sign()).isEqualTo(-1); // diluted: less of a higher concentration
    assertThat(a.rule()).isEqualTo("property noun 'concentration'");
  }
}
