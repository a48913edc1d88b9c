package org.qakit.solve.qualitative;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaseFormsTest {
  @TempDir Path temp;

  @Test
  void detachmentRulesGiveTheBaseFormsAmongTheirCandidates() {
    BaseForms f = BaseForms.rulesOnly();
    assertThat(f.of("dimmer")).startsWith("dimmer").contains("dim");
    assertThat(f.of("easier")).contains("easy");
    assertThat(f.of("closer")).contains("close");
    assertThat(f.of("gently")).contains("gentle");
    assertThat(f.of("quickly")).contains("quick");
    assertThat(f.of("stopped")).contains("stop");
    assertThat(f.of("pitches")).contains("pitch");
    assertThat(f.of("Heats")).contains("heats", "heat");
    assertThat(f.of("dim")).containsExactly("dim"); // three letters: no rule applies
  }

  @Test
  void exceptionListsComeBeforeTheRules() throws IOException {
    for (String name : java.util.List.of("adj.exc", "adv.exc", "noun.exc", "verb.exc")) {
      Files.writeString(temp.resolve(name), name.equals("adj.exc") ? "worse bad ill\n" : "");
    }
    BaseForms f = BaseForms.read(temp);
    assertThat(f.of("worse")).startsWith("worse", "bad", "ill");
    assertThat(f.comparative("worse")).isTrue();
    assertThat(f.comparative("faster")).isTrue();
    assertThat(f.comparative("fast")).isFalse();
    Files.writeString(temp.resolve("adj.exc"), "lonely\n");
    assertThatThrownBy(() -> BaseForms.read(temp)).hasMessage(temp.resolve("adj.exc") + ":1: expected 'inflected base...', found 'lonely'");
  }
}
