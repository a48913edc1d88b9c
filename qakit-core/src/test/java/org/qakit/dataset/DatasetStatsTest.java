package org.qakit.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.ReadOptions;
import org.qakit.format.jsonl.QakitJsonlFormat;

class DatasetStatsTest {
  @TempDir Path temp;

  @Test
  void countsEveryKindInTheMixedSample() throws IOException {
    var d = new QakitJsonlFormat().read(Samples.materialize("qakit-jsonl", temp), ReadOptions.STRICT);
    var s = DatasetStats.of(d).asMap();
    assertThat(s.get("items")).isEqualTo(5);
    assertThat(s.get("kinds")).isEqualTo(Map.of("multiple-choice", 2, "answer-selection", 1, "kb-question", 1, "extraction", 1));
    assertThat(s.get("groups")).isEqualTo(1);
    assertThat(s.get("candidates")).isEqualTo(2L);
    assertThat(s.get("positives")).isEqualTo(1L);
    assertThat(s.get("choices_per_item")).isEqualTo(Map.of(4, 2));
    assertThat(s.get("gold_labels")).isEqualTo(Map.of("A", 1, "B", 1));
    assertThat(s.get("gold_answers")).isEqualTo(3L);
    assertThat(s.get("passages")).isEqualTo(1);
    assertThat(s).doesNotContainKey("triples");
  }
}
