package org.qakit.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.arc.ArcFormat;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.dataset.Dataset;
import org.qakit.model.Triple;

/** The reading rules every format inherits from ReadSession, JsonRecords and TextLines. */
class ReadingRulesTest {
  @TempDir Path temp;

  static final String Q1 = "{\"id\":\"q1\",\"question\":\"Which is a metal?\",\"choices\":{\"text\":[\"iron\",\"wood\"],\"label\":[\"A\",\"B\"]},\"answerKey\":\"A\"}";
  static final String Q2 = Q1.replace("q1", "q2");

  private Path file(String name, String content) throws IOException {
    return Files.writeString(temp.resolve(name), content);
  }

  @Test
  void twoRecordsOnOneLineAreAnErrorNotASilentDrop() throws IOException {
    Path f = file("two.jsonl", Q1 + " " + Q2 + "\n");
    assertThatThrownBy(() -> new ArcFormat().read(f, ReadOptions.STRICT))
        .hasMessageStartingWith(f + ":1: expected a JSON object, found malformed JSON: Trailing token");
  }

  @Test
  void aDuplicateKeyIsAnError() throws IOException {
    Path f = file("dup.jsonl", Q1.replace("\"answerKey\":\"A\"", "\"answerKey\":\"A\",\"answerKey\":\"B\"") + "\n");
    assertThatThrownBy(() -> new ArcFormat().read(f, ReadOptions.STRICT))
        .hasMessageStartingWith(f + ":1: expected a JSON object, found malformed JSON: Duplicate field 'answerKey'");
  }

  @Test
  void aDuplicateItemIdInOneFileIsABadRecord() throws IOException {
    Path f = file("same.jsonl", Q1 + "\n" + Q2 + "\n" + Q1 + "\n");
    assertThatThrownBy(() -> new ArcFormat().read(f, ReadOptions.STRICT))
        .hasMessage(f + ":3: expected a new item id, found 'q1' again (first at line 1)");
    Dataset lenient = new ArcFormat().read(f, ReadOptions.LENIENT);
    assertThat(lenient.items()).hasSize(2);
    assertThat(lenient.skipped()).singleElement().satisfies(p -> assertThat(p.line()).isEqualTo(3));
  }

  @Test
  void aDuplicateItemIdAcrossFilesIsAnError() throws IOException {
    Path a = file("a.jsonl", Q1 + "\n");
    Path b = file("b.jsonl", Q2 + "\n" + Q1 + "\n");
    assertThatThrownBy(() -> new ArcFormat().read(List.of(a, b), ReadOptions.STRICT))
        .hasMessage(b + ": expected item ids unique across the files read, found 'q1' already in " + a);
    Dataset lenient = new ArcFormat().read(List.of(a, b), ReadOptions.LENIENT);
    assertThat(lenient.items()).extracting(i -> i.id()).containsExactly("q1", "q2");
    assertThat(lenient.skipped()).hasSize(1);
  }

  @Test
  void textAfterTheClosingBracketOfAnArrayIsFatal() throws IOException {
    Path f = file("array.json", "[\n{\"question\":\"q\",\"distractor1\":\"a\",\"distractor2\":\"b\",\"distractor3\":\"c\",\"correct_answer\":\"d\",\"support\":\"\"}\n]\n[]\n");
    assertThatThrownBy(() -> Formats.get("sciq").read(f, ReadOptions.LENIENT))
        .isInstanceOf(FormatException.class)
        .hasMessageStartingWith(f + ":4: expected end of file after ']' closing the array");
  }

  @Test
  void aByteThatIsNotUtf8IsNamedWithItsOffsetNotAJavaException() throws IOException {
    Path f = temp.resolve("latin2.jsonl");
    byte[] first = (Q1 + "\n").getBytes(StandardCharsets.UTF_8);
    byte[] second = Q2.replace("metal", "m\u011btal").getBytes(java.nio.charset.Charset.forName("ISO-8859-2"));
    byte[] all = java.util.Arrays.copyOf(first, first.length + second.length);
    System.arraycopy(second, 0, all, first.length, second.length);
    Files.write(f, all);
    int column = Q2.indexOf("metal") + 2; // 1-based byte of the line: the 0xEC after 'm'
    assertThatThrownBy(() -> new ArcFormat().read(f, ReadOptions.STRICT))
        .isInstanceOf(FormatException.class)
        .hasMessage(f + ":2: expected UTF-8 text, found byte 0xEC at byte offset " + (first.length + column - 1) + " (byte " + column
            + " of the line), which is not valid UTF-8; save the file as UTF-8")
        .message().doesNotContain("Exception");
  }

  @Test
  void aSequenceCutShortAtTheEndOfALineIsNamed() throws IOException {
    Path f = temp.resolve("cut.jsonl");
    Files.write(f, new byte[] {'a', 'b', (byte) 0xC3});
    assertThatThrownBy(() -> new ArcFormat().read(f, ReadOptions.STRICT))
        .hasMessage(f + ":1: expected UTF-8 text, found byte 0xC3 at byte offset 2 (byte 3 of the line), which is not valid UTF-8;"
            + " save the file as UTF-8");
  }

  @Test
  void utf16IsNotTakenForUtf8() throws IOException {
    Path f = temp.resolve("utf16.json");
    Files.write(f, "[]".getBytes(StandardCharsets.UTF_16));
    assertThatThrownBy(() -> Formats.get("sciq").read(f, ReadOptions.LENIENT))
        .isInstanceOf(FormatException.class)
        .hasMessageStartingWith(f + ":1: expected UTF-8 text");
  }

  @Test
  void aBadByteIsReportedOnItsOwnLineFarIntoAFile() throws IOException {
    var sb = new StringBuilder();
    for (int i = 0; i < 500; i++) {
      sb.append(Q1.replace("q1", "q" + i)).append('\n');
    }
    byte[] bytes = sb.toString().getBytes(StandardCharsets.UTF_8);
    int lineStart = sb.indexOf("\"q400\"");
    bytes[lineStart + 1] = (byte) 0xC3; // a lead byte followed by an ASCII byte: malformed
    Path f = Files.write(temp.resolve("far.jsonl"), bytes);
    assertThatThrownBy(() -> new ArcFormat().read(f, ReadOptions.LENIENT))
        .hasMessageStartingWith(f + ":401: expected UTF-8 text");
  }

  @Test
  void qakitJsonlKeepsTriplesAndRefusesCoercedValues() throws IOException {
    var d = new Dataset(List.of(), List.of(), List.of(new Triple("长江", "长度", "6300公里")), List.of(), List.of());
    Path out = temp.resolve("kb.qakit.jsonl");
    new QakitJsonlFormat().write(d, out);
    assertThat(new QakitJsonlFormat().read(out, ReadOptions.STRICT).triples()).isEqualTo(d.triples());
    Path bad = file("coerced.jsonl", "{\"kind\":\"kb-question\",\"id\":\"k\",\"question\":\"q\",\"answers\":[\"a\"],\"types\":{\"t\":5}}\n");
    assertThatThrownBy(() -> new QakitJsonlFormat().read(bad, ReadOptions.STRICT))
        .hasMessageStartingWith(bad + ":1: expected a qakit-jsonl record");
  }

  @Test
  void qakitJsonlRefusesAFractionalLabel() throws IOException {
    Path bad = file("frac.jsonl", "{\"kind\":\"answer-selection\",\"id\":\"a\",\"question\":\"q\",\"candidates\":[{\"text\":\"s\",\"label\":0.7}]}\n");
    assertThatThrownBy(() -> new QakitJsonlFormat().read(bad, ReadOptions.STRICT))
        .hasMessageStartingWith(bad + ":1: expected a qakit-jsonl record");
  }

  @Test
  void anEmptyJsonArrayFileSaysSo() throws IOException {
    Path empty = file("empty.json", "");
    assertThatThrownBy(() -> Formats.get("gkmc").read(empty, ReadOptions.LENIENT))
        .hasMessage(empty + ": expected a JSON array of records, found an empty file");
  }
}
