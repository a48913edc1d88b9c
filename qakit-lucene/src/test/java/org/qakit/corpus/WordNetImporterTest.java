package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.corpus.ImportersTestSupport.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

class WordNetImporterTest {
  private static final Path INSTALLED = Path.of("/usr/share/wordnet");
  @TempDir Path temp;

  private void fixture() throws IOException {
    String header = "  1 This software and database is being provided to you, the LICENSEE, by  \n";
    Files.writeString(temp.resolve("data.noun"), header
        + "00001740 03 n 01 entity 0 003 ~ 00001930 n 0000 ~ 00002137 n 0000 ~ 04431553 n 0000 | that which is perceived or known  \n");
    Files.writeString(temp.resolve("data.verb"), header
        + "00001740 29 v 04 breathe 0 take_a_breath 0 respire 0 suspire 3 002 @ 00001740 v 0000 + 00832852 n 0103 01 + 02 00 | draw air into, and expel out of, the lungs; \"I can breathe better now\"  \n");
    Files.writeString(temp.resolve("data.adj"), header
        + "00005839 00 s 01 living(a) 0 001 & 00005205 a 0000 | (informal) absolute; \"she is a living doll\"  \n");
    Files.writeString(temp.resolve("data.adv"), header
        + "00001837 02 r 03 AD 0 A.D. 0 anno_Domini 0 000 | in the Christian era  \n");
  }

  @Test
  void oneGlossPerSynsetInNounVerbAdjAdvOrder() throws IOException {
    fixture();
    assertThat(read("wordnet", temp)).containsExactly(
        new Passage("wn:n:00001740", "that which is perceived or known", "entity"),
        new Passage("wn:v:00001740", "draw air into, and expel out of, the lungs; \"I can breathe better now\"",
            "breathe, take a breath, respire, suspire"),
        new Passage("wn:a:00005839", "(informal) absolute; \"she is a living doll\"", "living"),
        new Passage("wn:r:00001837", "in the Christian era", "AD, A.D., anno Domini"));
  }

  @Test
  void aBrokenSynsetLineNamesFileAndLine() throws IOException {
    fixture();
    Path noun = Files.writeString(temp.resolve("data.noun"), "00001740 03 n 01 entity 0 000\n00001930 03 n 01 thing 0 000 | a thing\n");
    assertThatThrownBy(() -> read("wordnet", temp)).isInstanceOf(FormatException.class)
        .hasMessage(noun + ":1: expected a synset line 'offset lex_filenum ss_type w_cnt words ... | gloss', found no ' | ' before the gloss");
    // lenient: the broken noun line is skipped, the other four synsets remain (5 - 1 = 4)
    assertThat(read("wordnet", temp, ReadOptions.LENIENT)).hasSize(4);
  }

  @Test
  void aMissingDataFileIsNamed() throws IOException {
    fixture();
    Files.delete(temp.resolve("data.adv"));
    assertThatThrownBy(() -> read("wordnet", temp))
        .hasMessage(temp.resolve("data.adv") + ": expected the WordNet data file data.adv (install wordnet-base), found nothing");
  }

  @Test
  void installedWordNet30HasAllItsSynsets() throws IOException {
    var passages = read("wordnet", INSTALLED);
    // WordNet 3.0: noun 82,115 + verb 13,767 + adj 18,156 + adv 3,621 = 117,659 synsets
    // (measured: grep -vc '^  ' /usr/share/wordnet/data.<pos>)
    var perPos = new HashMap<String, Integer>();
    passages.forEach(p -> perPos.merge(p.id().substring(3, 4), 1, Integer::sum));
    assertThat(perPos).containsEntry("n", 82_115).containsEntry("v", 13_767).containsEntry("a", 18_156).containsEntry("r", 3_621);
    assertThat(passages).hasSize(117_659);
    assertThat(new HashSet<>(passages.stream().map(Passage::id).toList())).hasSize(117_659);
    assertThat(passages.getFirst()).isEqualTo(new Passage("wn:n:00001740",
        "that which is perceived or known or inferred to have its own distinct existence (living or nonliving)", "entity"));
  }
}
