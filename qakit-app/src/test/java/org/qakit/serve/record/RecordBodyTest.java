package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RecordBodyTest {
  @Test
  void optionLabelsGoOnAfterZAsSpreadsheetColumnsDo() {
    assertThat(RecordBody.label(0)).isEqualTo("A");
    assertThat(RecordBody.label(25)).isEqualTo("Z");
    assertThat(RecordBody.label(26)).isEqualTo("AA");
    assertThat(RecordBody.label(27)).isEqualTo("AB");
    assertThat(RecordBody.label(51)).isEqualTo("AZ");
    assertThat(RecordBody.label(52)).isEqualTo("BA");
    assertThat(RecordBody.label(701)).isEqualTo("ZZ");
    assertThat(RecordBody.label(702)).isEqualTo("AAA");
    assertThatThrownBy(() -> RecordBody.label(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aLabelGivesItsIndexBack() {
    for (int i = 0; i < 20_000; i++) {
      assertThat(RecordBody.labelIndex(RecordBody.label(i))).isEqualTo(i);
    }
    assertThat(RecordBody.labelIndex("")).isEqualTo(-1);
    assertThat(RecordBody.labelIndex("a")).isEqualTo(-1);
    assertThat(RecordBody.labelIndex("[")).isEqualTo(-1);
    assertThat(RecordBody.labelIndex("A1")).isEqualTo(-1);
    assertThat(RecordBody.labelIndex(null)).isEqualTo(-1);
  }
}
