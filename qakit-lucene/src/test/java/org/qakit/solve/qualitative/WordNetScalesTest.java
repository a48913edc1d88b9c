package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;

class WordNetScalesTest {
  @TempDir Path temp;

  @Test
  void antonymHeadsMakeAnOrientedScaleAndSatellitesShareTheirEnd() throws IOException {
    ScaleLexicon lex = WordNetScales.read(TinyWordNet.write(temp));
    Pole far = lex.poles("far").get(0);
    assertThat(far.scale()).isEqualTo(new Scale("a:00000001~00000002", "far", "near", true)); // far is a MORE end
    assertThat(far.side()).isEqualTo(1);
    assertThat(lex.poles("farther")).containsExactly(far); // adj.exc: farther → far
    assertThat(lex.poles("close")).containsExactly(new Pole(far.scale(), -1, "antonym"));
    assertThat(lex.poles("distant")).containsExactly(new Pole(far.scale(), 1, "similar-to"));
    assertThat(lex.poles("nearby")).containsExactly(new Pole(far.scale(), -1, "similar-to"));
  }

  @Test
  void adverbsVerbsAndNounsTakeTheEndsTheirLinksGive() throws IOException {
    ScaleLexicon lex = WordNetScales.read(TinyWordNet.write(temp));
    Scale sharpDull = lex.poles("sharp").get(0).scale();
    assertThat(sharpDull.name()).isEqualTo("sharp/dull");
    assertThat(lex.poles("keenly")).containsExactly(new Pole(sharpDull, 1, "pertainym"));
    assertThat(lex.poles("sharply")).containsExactly(new Pole(sharpDull, 1, "antonym")); // sharp, by the -ly rule: the head reading wins
    assertThat(lex.poles("sharpens")).containsExactly(new Pole(sharpDull, 1, "gloss")); // "make sharp or sharper"
    Scale farNear = lex.poles("far").get(0).scale();
    assertThat(lex.nounPoles("farness")).containsExactly(new Pole(farNear, 1, "derivation"));
    assertThat(lex.nounPoles("distance")).containsExactly(new Pole(farNear, 1, "attribute"));
    assertThat(lex.noun("distances")).isTrue();
    assertThat(lex.noun("sharpen")).isFalse();
  }

  @Test
  void unorientedScalesKeepAnArbitraryOrderAndUnorientedVerbPairsAreLeftOut() throws IOException {
    ScaleLexicon lex = WordNetScales.read(TinyWordNet.write(temp));
    assertThat(lex.poles("glossy").get(0).scale().oriented()).isFalse();
    assertThat(lex.poles("arrive")).isEmpty();
    // increase: the hand quantity word first, then its WordNet verb pair (oriented: increase is a MORE end)
    assertThat(lex.poles("increases")).extracting(p -> p.scale().name() + " " + p.side() + " " + p.via())
        .containsExactly("more/less 1 hand", "increase/decrease 1 antonym");
    assertThat(lex.provenance()).containsEntry("antonym", 10).containsEntry("similar-to", 2).containsEntry("pertainym", 1)
        .containsEntry("gloss", 1).containsEntry("derivation", 1).containsEntry("attribute", 1);
    // antonym: far, near, close, sharp, dull, blunt, glossy, matte (8 words) + increase, decrease (2) = 10
  }

  @Test
  void aBrokenLineOrAMissingFileIsNamed() throws IOException {
    Path dir = TinyWordNet.write(temp);
    Files.writeString(dir.resolve("data.adv"), "00000001 02 r 01 sharply 0 00x | g\n");
    assertThatThrownBy(() -> WordNetScales.read(dir)).isInstanceOf(FormatException.class)
        .hasMessage(dir.resolve("data.adv") + ":1: expected p_cnt as three decimal digits after the words, found '00x'");
    Files.delete(dir.resolve("verb.exc"));
    assertThatThrownBy(() -> WordNetScales.read(dir))
        .hasMessage(dir.resolve("verb.exc") + ": expected the WordNet exception list verb.exc (install wordnet-base), found nothing");
  }

  @Test
  void theInstalledWordNetReadsFarAndNearAsOneScale() throws IOException {
    ScaleLexicon lex = WordNetScales.load(WordNetScales.DEFAULT_FOLDER);
    Cue farther = new Cue(0, 1, "farther", lex.poles("farther"), 1, false, false, java.util.List.of());
    Cue closer = new Cue(0, 1, "closer", lex.poles("closer"), 1, false, false, java.util.List.of());
    assertThat(farther.against(closer).sign()).isEqualTo(-1);
    assertThat(farther.direction()).isEqualTo(1);
    assertThat(closer.direction()).isEqualTo(-1);
    assertThat(lex.size()).isGreaterThan(20_000);
  }
}
