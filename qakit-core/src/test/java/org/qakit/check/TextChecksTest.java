package org.qakit.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.check.CheckRuns.mc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.check.text.ByteOrderMark;
import org.qakit.check.text.ControlCharacters;
import org.qakit.check.text.CrlfLineEnds;
import org.qakit.check.text.MixedLineEnds;
import org.qakit.check.text.Mojibake;
import org.qakit.model.Passage;

class TextChecksTest {
  @TempDir Path temp;

  @Test
  void rawFileCountsLineEndsBomAndBareCrs() throws IOException {
    // BOM; line 1 "a\r\n"; line 2 "b\n"; line 3 "c\rd\r\n"; line 4 "e" without LF
    Path f = write("mixed.txt", new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', '\r', '\n', 'b', '\n', 'c', '\r', 'd', '\r', '\n', 'e'});
    RawFile raw = RawFile.scan(f, "mixed.txt");
    assertThat(raw).isEqualTo(new RawFile("mixed.txt", true, 4, 2, 1, 1, 2, 1, 3));
    assertThat(RawFile.scan(write("empty.txt", new byte[0]), "e").lines()).isZero();
    assertThat(RawFile.scan(write("cr-end.txt", new byte[] {'x', '\r'}), "c").bareCrs()).isEqualTo(1);
  }

  @Test
  void fileChecksReportBomCrlfAndMixedLineEnds() throws IOException {
    RawFile mixed = RawFile.scan(write("m.txt", new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', '\r', '\n', 'b', '\n', 'c', '\r', 'd', '\n'}), "m.txt");
    RawFile crlf = RawFile.scan(write("c.txt", new byte[] {'a', '\r', '\n', 'b', '\r', '\n'}), "c.txt");
    RawFile clean = RawFile.scan(write("l.txt", new byte[] {'a', '\n', 'b', '\n'}), "l.txt");
    assertThat(run(new ByteOrderMark(), mixed, crlf, clean)).singleElement().satisfies(f -> {
      assertThat(f.where()).isEqualTo("m.txt:1");
      assertThat(f.severity()).isEqualTo(Severity.WARNING);
    });
    assertThat(run(new CrlfLineEnds(), mixed, crlf, clean)).singleElement()
        .satisfies(f -> assertThat(f.where() + ": " + f.message()).isEqualTo("c.txt: all 2 line ends are CR LF"));
    assertThat(run(new MixedLineEnds(), mixed, crlf, clean)).extracting(f -> f.where() + ": " + f.message()).containsExactly(
        "m.txt:2: 1 lines end in CR LF (first: line 1), 2 in LF alone (first: line 2)",
        "m.txt:3: 1 bare CR byte(s) not followed by LF (first on this line)");
  }

  @Test
  void controlCharactersAreFoundInItemsAndPassagesAndFixed() {
    var item = mc("q", "stem\u0002 with STX", "A", "a\r\nb", "c");
    var findings = CheckRuns.texts(new ControlCharacters(), List.of(item, mc("ok", "tab\tand\nnewline", "A", "x", "y")),
        List.of(Passage.of("p1", "del\u007F")));
    assertThat(findings).extracting(f -> f.item() + " " + f.message()).containsExactly(
        "q stem holds 1 control character(s), the first U+0002 at offset 4",
        "q choices[A] holds 1 control character(s), the first U+000D at offset 1",
        "passage:p1 text holds 1 control character(s), the first U+007F at offset 3");
    var fixer = new ControlCharacters();
    // C1 controls (U+0085) are kept: they are mojibake's remains, for text-mojibake to repair
    assertThat(fixer.fix("a\r\nb\rc\u0002d\u0085e\tf")).isEqualTo("a\nb\ncd\u0085e\tf");
    String clean = "clean\ttext\n";
    assertThat(fixer.fix(clean)).isSameAs(clean);
  }

  @Test
  void mojibakeFindsUtf8ReadAsWindows1252OrLatin1AndDecodesItBack() {
    var mojibake = new Mojibake();
    // "é" is C3 A9: read as Windows-1252 "Ã©"; "’" is E2 80 99: "â€™"; "−" is E2 88 92: Latin-1 "â" U+0088 U+0092
    assertThat(mojibake.fix("cafÃ© itâ€™s 5 â\u0088\u0092 3")).isEqualTo("café it’s 5 − 3");
    assertThat(mojibake.fix("Ð¼Ð¾Ñ\u0081ÐºÐ²Ð°")).isEqualTo("москва");
    // a lower-cased copy: "×" is C3 97, "Ã\u0097" lower-cased is "ã\u0097"; ã (E3) alone would start 3 bytes
    assertThat(mojibake.fix("2.4 ã\u0097 10-3")).isEqualTo("2.4 × 10-3");
    String pinyin = "Lǜ “lù” ù”";
    assertThat(mojibake.fix(pinyin)).isSameAs(pinyin);
    String genuine = "130 cm × 225 cm “×” Karel IV. Úžlabina ÚŠTÍ";
    assertThat(mojibake.fix(genuine)).isSameAs(genuine);
    var items = List.of(mc("m", "Ohm: Î©", "A", "x", "y"), mc("r", "lost \uFFFD here", "A", "x", "y"),
        mc("g", "锟斤拷", "A", "x", "y"), mc("ok", genuine, "A", "x", "y"));
    assertThat(CheckRuns.texts(mojibake, items, List.of())).extracting(f -> f.item() + " " + f.message()).containsExactly(
        "m stem: 'Î©' at offset 5 reads as UTF-8 decoded as Windows-1252/Latin-1; meant: 'Ω'",
        "r stem: U+FFFD (replacement character) at offset 5: bytes an earlier tool could not decode are lost",
        "g stem: '锟斤拷' at offset 0: U+FFFD written as UTF-8 and read as GBK; the original text is lost");
    var c1 = List.of(mc("c1", "5 â\u0088\u0092 3", "A", "x", "y"));
    assertThat(CheckRuns.texts(mojibake, c1, List.of())).singleElement()
        .satisfies(f -> assertThat(f.message()).isEqualTo("stem: 'â\\u0088\\u0092' at offset 2 reads as UTF-8 decoded as Windows-1252/Latin-1; meant: '−'"));
  }

  private static List<Finding> run(FileCheck check, RawFile... files) {
    var found = new java.util.ArrayList<Finding>();
    var out = new Findings(check, null, null, found);
    for (RawFile f : files) {
      check.check(f, out);
    }
    return found;
  }

  private Path write(String name, byte[] bytes) throws IOException {
    return Files.write(temp.resolve(name), bytes);
  }
}
