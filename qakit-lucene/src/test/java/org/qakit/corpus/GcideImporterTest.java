package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.corpus.ImportersTestSupport.read;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;

class GcideImporterTest {
  private static final Path INSTALLED = Path.of("/usr/share/dictd/gcide.index");
  @TempDir Path temp;

  // entry 1 at bytes 0-39 ("00-database-short" metadata), entry 2 at 40-..., entry 3 after it
  private static final String META = "00-database-short\n   GCIDE fixture\n\n\n";
  private static final String AID = "Aid \\Aid\\, v. t. [imp. & p. p. {Aided}.] [F. aider.]\n   To help; to co[\"o]perate.\n   [1913 Webster]\n";
  private static final String ZYTH = "Zythepsary \\Zy*thep\"sa*ry\\ (z[i^]*th[e^]p\"s[.a]*r[u^]), n.\n   A brewery.\n   [1913 Webster]\n";

  private Path fixture(String extraIndexLine) throws IOException {
    byte[] dict = (META + AID + ZYTH).getBytes(StandardCharsets.UTF_8);
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(temp.resolve("gcide.dict.dz")))) {
      out.write(dict);
    }
    int aid = META.length();
    int zyth = aid + AID.getBytes(StandardCharsets.UTF_8).length;
    int zythLength = ZYTH.length();
    String index = "00-database-short\tA\t" + b64(META.length()) + "\n"
        + "Aid\t" + b64(aid) + "\t" + b64(AID.length()) + "\n"
        + "Aided\t" + b64(aid) + "\t" + b64(AID.length()) + "\n"
        + extraIndexLine
        + "Zythepsary\t" + b64(zyth) + "\t" + b64(zythLength) + "\n";
    return Files.writeString(temp.resolve("gcide.index"), index);
  }

  private static String b64(long n) {
    String digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    return n < 64 ? String.valueOf(digits.charAt((int) n)) : b64(n / 64) + digits.charAt((int) (n % 64));
  }

  @Test
  void dictdBase64IsMostSignificantDigitFirst() {
    // "Kj" = 10*64 + 35 = 675; "B9r5+" = ((((1*64+61)*64+43)*64+57)*64+62 = 32,947,838
    assertThat(GcideImporter.base64("Kj")).isEqualTo(675);
    assertThat(GcideImporter.base64("B9r5+")).isEqualTo(32_947_838L);
  }

  @Test
  void onePassagePerEntryWithItsHeadwordsAndMarkupStripped() throws IOException {
    Path index = fixture("");
    long aid = META.length();
    long zyth = aid + AID.length();
    assertThat(read("gcide", temp)).containsExactly(
        new Passage("gcide:" + aid, "Aid, v. t. To help; to coöperate.", "Aid, Aided"),
        new Passage("gcide:" + zyth, "Zythepsary, n. A brewery.", "Zythepsary"));
    assertThat(read("gcide", index)).hasSize(2);
  }

  @Test
  void aBadIndexLineNamesItsLineOrIsSkippedWhenLenient() throws IOException {
    Path index = fixture("Broken\tA!\tB\n");
    assertThatThrownBy(() -> read("gcide", index)).isInstanceOf(FormatException.class)
        .hasMessage(index + ":4: expected a dictd base64 number (digits A-Za-z0-9+/), found 'A!'");
    assertThat(read("gcide", index, ReadOptions.LENIENT)).extracting(Passage::title).containsExactly("Aid, Aided", "Zythepsary");
  }

  @Test
  void anEntryPastTheEndOfTheDictionaryIsNamed() throws IOException {
    Path index = fixture("Ghost\t" + b64(100_000) + "\tB\n");
    assertThatThrownBy(() -> read("gcide", index))
        .hasMessageStartingWith(index + ":4: expected entry 'Ghost' at bytes 100000-100001 of gcide.dict.dz, found the dictionary ending at byte");
  }

  @Test
  void markupBecomesPlainText() {
    assertThat(GcideMarkup.plain("Sound \\Sound\\, n. [AS. sund a swimming. See\n   {Swim}.]\n   The air bladder of a fish.\n   [1913 Webster]\n"))
        .isEqualTo("Sound, n. The air bladder of a fish.");
    assertThat(GcideMarkup.plain("Abdal, n. [Ar. bad[imac]l, pl. abd[=a]l.] A dervish; [,c]a [ae]ther, 5[deg]."))
        .isEqualTo("Abdal, n. A dervish; ça æther, 5°.");
  }

  @Test
  void bytesThatAreNotUtf8AreReadAsWindows1252() {
    // 0x92 is Windows-1252's right single quotation mark; "é" is UTF-8 C3 A9
    assertThat(GcideImporter.decode(new byte[] {'a', (byte) 0x92, 's', ' ', (byte) 0xc3, (byte) 0xa9})).isEqualTo("a\u2019s é");
  }

  @Test
  void installedGcideHasOnePassagePerDistinctEntry() throws IOException {
    var passages = read("gcide", INSTALLED);
    // measured on Debian's dict-gcide (0.53, 2022): 203,645 index lines point at 126,240 distinct
    // byte ranges, of which 4 are the 00-database-*/00-gcide-*/00-web1913-* descriptions:
    // 126,240 - 4 = 126,236 passages (python: group index lines by (offset, length))
    assertThat(passages).hasSize(126_236);
    assertThat(new HashSet<>(passages.stream().map(Passage::id).toList())).hasSize(126_236);
    assertThat(passages).contains(new Passage("gcide:31920", "Aback, n. An abacus. --B. Jonson.", "Aback"));
    assertThat(passages).filteredOn(p -> p.title().equals("Aid, Aided, Aiding")).singleElement()
        .satisfies(p -> assertThat(p.text()).startsWith("Aid, v. t. To support, either by furnishing strength or means in coöperation"));
    // the three entries with Windows-1252 bytes are kept, e.g. "The stock market’s drop" in Black Friday
    assertThat(passages).filteredOn(p -> p.title().equals("Black Friday")).singleElement()
        .satisfies(p -> assertThat(p.text()).contains("The stock market\u2019s drop"));
  }
}
