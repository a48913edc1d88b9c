package org.qakit.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SentenceCorpusTest {
  @TempDir Path temp;

  private static final RealSentences.Result REAL = new RealSentences.Result(List.of(
      "Ice melts in the sun.", "Water boils at one hundred degrees.", "Plants need light to grow.",
      "The moon orbits the earth.", "Sound travels through air."), Map.of("hand", 5));

  private SentenceCorpus.Summary write(long lines, long seed, int files, String name) throws IOException {
    return SentenceCorpus.write(new SentenceCorpus.Spec(lines, seed, files, 40, 2), REAL, List.of("q one", "q two"),
        List.of(), temp.resolve(name), false);
  }

  private static List<String> allLines(Path dir, int files) throws IOException {
    var out = new ArrayList<String>();
    for (int f = 0; f < files; f++) {
      out.addAll(Files.readAllLines(dir.resolve(String.format("docs/part-%02d.jsonl", f)), StandardCharsets.UTF_8));
    }
    return out;
  }

  @Test
  void sameSeedGivesTheSameBytesAnotherSeedOtherBytes() throws Exception {
    var a = write(1000, 7, 3, "a");
    var b = write(1000, 7, 3, "b");
    var c = write(1000, 8, 3, "c");
    assertThat(a.sha256()).isEqualTo(b.sha256()).isNotEqualTo(c.sha256());
    assertThat(a.parts()).isEqualTo(b.parts());
    // 1000 lines over 3 files: [0, 333), [333, 666), [666, 1000) = 333 + 333 + 334
    assertThat(a.parts()).extracting(SentenceCorpus.Part::lines).containsExactly(333L, 333L, 334L);
    List<String> lines = allLines(temp.resolve("a"), 3);
    assertThat(lines).hasSize(1000);
    // the summary's sha256 is that of the parts concatenated in order
    var digest = MessageDigest.getInstance("SHA-256");
    for (String l : lines) {
      digest.update((l + "\n").getBytes(StandardCharsets.UTF_8));
    }
    assertThat(HexFormat.of().formatHex(digest.digest())).isEqualTo(a.sha256());
    assertThat(a.real()).isEqualTo(5);
    assertThat(a.synthetic()).isEqualTo(995);
    assertThat(Files.readAllLines(temp.resolve("a/queries.txt"))).containsExactly("q one", "q two");
    assertThat(Files.readString(temp.resolve("a/corpus.json"))).contains("\"sha256\" : \"" + a.sha256() + "\"");
  }

  @Test
  void realSentencesComeFirstThenSplicesOfTwoRealOnes() throws IOException {
    write(200, 3, 1, "c");
    List<String> lines = allLines(temp.resolve("c"), 1);
    assertThat(lines.get(0)).startsWith("{\"id\":\"s0000001\",\"contents\":\"");
    assertThat(lines.get(199)).startsWith("{\"id\":\"s0000200\",");
    var texts = lines.stream().map(l -> l.substring(l.indexOf("\"contents\":\"") + 12, l.length() - 2)).toList();
    assertThat(texts.subList(0, 5)).containsExactlyInAnyOrderElementsOf(REAL.sentences());
    for (String t : texts.subList(5, texts.size())) {
      String[] w = t.split(" ");
      assertThat(w.length).isBetween(RealSentences.MIN_WORDS, 40);
      // a splice: some real sentence starts with its first word, and some real sentence ends with its last
      assertThat(REAL.sentences()).anyMatch(s -> s.startsWith(w[0] + " "));
      assertThat(REAL.sentences()).anyMatch(s -> s.endsWith(" " + w[w.length - 1]));
    }
  }

  @Test
  void aShorterCorpusIsAPrefixOfALongerOneWithTheSameSeed() throws IOException {
    write(300, 5, 2, "short");
    write(900, 5, 4, "long");
    assertThat(allLines(temp.resolve("long"), 4).subList(0, 300)).isEqualTo(allLines(temp.resolve("short"), 2));
  }

  @Test
  void refusesBadSpecsAndANonEmptyTarget() throws IOException {
    assertThatThrownBy(() -> new SentenceCorpus.Spec(0, 1, 1, 40, 0)).hasMessage("corpus: lines must be at least 1, found 0");
    assertThatThrownBy(() -> new SentenceCorpus.Spec(10, 1, 11, 40, 0))
        .hasMessage("corpus: files must be between 1 and min(100, lines), found 11");
    assertThatThrownBy(() -> new SentenceCorpus.Spec(10, 1, 1, 2, 0)).hasMessage("corpus: max words must be at least 3, found 2");
    Files.createDirectories(temp.resolve("full"));
    Files.writeString(temp.resolve("full/x"), "x");
    assertThatThrownBy(() -> write(10, 1, 1, "full")).hasMessageEndingWith("full: the folder exists and is not empty; use --force to replace it");
    assertThat(temp.resolve("full/x")).hasContent("x");
  }

  @Test
  void unitsNeedThreeWordsOfTwoLettersAndLoseTheirQuotes() {
    assertThat(RealSentences.clean("  \"the  cat sat\" ")).isEqualTo("the cat sat");
    assertThat(RealSentences.keep("the cat sat", 40)).isTrue();
    assertThat(RealSentences.keep("Corsair, n. 1.", 40)).isFalse(); // one word of two letters or more
    assertThat(RealSentences.keep("a b c d", 40)).isFalse(); // no word of two letters
    assertThat(RealSentences.keep("one two three four", 3)).isFalse(); // 4 words > max 3
  }

  @Test
  void keepAgreesWithSplittingOnSpacesOnRandomUnits() {
    var random = new java.util.Random(5);
    String[] pieces = {" ", "  ", "a", "b", "é", "1", ",", "\uD835\uDC00", "x", "'", "ab", "\t"};
    for (int n = 0; n < 20_000; n++) {
      var unit = new StringBuilder();
      for (int k = random.nextInt(14); k > 0; k--) {
        unit.append(pieces[random.nextInt(pieces.length)]);
      }
      int max = 1 + random.nextInt(5);
      assertThat(RealSentences.keep(unit.toString(), max)).as("[" + unit + "] " + max).isEqualTo(bySplitting(unit.toString(), max));
    }
  }

  /** What {@link RealSentences#keep} computed with a stream per word. */
  private static boolean bySplitting(String unit, int maxWords) {
    if (unit.isEmpty()) {
      return false;
    }
    String[] words = unit.split(" ");
    if (words.length > maxWords) {
      return false;
    }
    int wordy = 0;
    for (String w : words) {
      if (w.codePoints().filter(Character::isLetter).limit(2).count() == 2) {
        wordy++;
      }
    }
    return wordy >= RealSentences.MIN_WORDS;
  }
}
