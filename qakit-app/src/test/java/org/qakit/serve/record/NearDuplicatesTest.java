package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class NearDuplicatesTest {
  private static StoredRecord r(long id, String q) {
    return new StoredRecord(id, 1, 1, new RecordBody(q, "X", "", "", List.of(), "", "", "", "", List.of(), List.of(), ""), 0, "ann", Instant.EPOCH);
  }

  @Test
  void ranksBySimilarityAboveTheThresholdAndSkipsItself() {
    var others = List.of(r(1, "When was Karel IV born?"), r(2, "When was Karel IV born in Prague?"), r(3, "Where is Brno?"),
        r(4, "When exactly was Karel IV born?"));
    // content words ("was" and "in" are stop words): {when, karel, iv, born} against record 2 {when, karel, iv, born, prague}:
    // 4/5 = 0.8; record 4 {when, exactly, karel, iv, born}: 4/5 = 0.8; record 3 {where, brno}: 0; record 1 is the record itself
    assertThat(NearDuplicates.of(1, "When was Karel IV born?", others)).extracting(NearDuplicates.Match::recordId, NearDuplicates.Match::similarity)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(2L, 0.8), org.assertj.core.groups.Tuple.tuple(4L, 0.8));
  }

  @Test
  void aQuestionOfStopWordsOnlyMatchesNothing() {
    assertThat(NearDuplicates.of(9, "What is it?", List.of(r(1, "What is it?")))).isEmpty();
  }
}
