package org.qakit.format.sqad;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerticalFileTest {
  @TempDir Path temp;

  @Test
  void glueJoinsOnlyWithinASentence() throws IOException {
    List<VertSentence> sentences =
        read("<s>\n<g/>\n(\t(\tkIx(\n<g/>\nano\tano\tk0\n<g/>\n)\t)\tkIx)\n<g/>\n</s>\n<s>\nne\tne\tk0\n</s>\n");
    assertThat(sentences).extracting(VertSentence::text).containsExactly("(ano)", "ne");
    assertThat(sentences.getFirst().key()).isEqualTo("(\tano\t)");
    assertThat(sentences).extracting(VertSentence::line).containsExactly(1L, 10L);
  }

  @Test
  void bareTokensFormASentenceOfTheirOwn() throws IOException {
    List<VertSentence> sentences = read("\n2007\t[number]\tk4\n<s>\nrok\trok\tk1gInSc1\n</s>");
    assertThat(sentences).extracting(VertSentence::text).containsExactly("2007", "rok");
    assertThat(sentences).extracting(VertSentence::line).containsExactly(2L, 3L);
  }

  @Test
  void aClosingTagWithoutAnOpenSentenceIsAnError() {
    assertThatThrownBy(() -> read("rok\trok\tk1gInSc1\n</s>\n"))
        .isInstanceOf(BadRecordException.class)
        .hasMessage("expected </s> to close a sentence opened by <s>, found </s> with no open sentence")
        .satisfies(e -> assertThat(((BadRecordException) e).line()).isEqualTo(2));
  }

  @Test
  void anEmptyWordIsAnError() {
    assertThatThrownBy(() -> read("<s>\n\trok\tk1gInSc1\n</s>\n"))
        .hasMessage("expected a word in column 1, found an empty column: '\trok\tk1gInSc1'");
  }

  private List<VertSentence> read(String content) throws IOException {
    Path file = Files.writeString(temp.resolve("x.vert"), content);
    return VerticalFile.read(file);
  }
}
