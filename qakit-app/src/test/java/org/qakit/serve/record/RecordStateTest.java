package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RecordStateTest {
  @Test
  void anAuditsExclusionWinsOverTheChecksAndOnlyAcceptedIsExported() {
    assertThat(RecordState.of(0, false)).isEqualTo(RecordState.ACCEPTED);
    assertThat(RecordState.of(2, false)).isEqualTo(RecordState.NEEDS_FIX);
    assertThat(RecordState.of(0, true)).isEqualTo(RecordState.EXCLUDED);
    assertThat(RecordState.of(3, true)).isEqualTo(RecordState.EXCLUDED);
    assertThat(RecordState.values()).filteredOn(RecordState::exported).containsExactly(RecordState.ACCEPTED);
    assertThat(RecordState.values()).filteredOn(RecordState::countsTowardQuota).containsExactly(RecordState.NEEDS_FIX, RecordState.ACCEPTED);
    assertThat(RecordState.EXCLUDED.label()).isEqualTo("excluded by audit");
    assertThat(RecordState.NEEDS_FIX.css()).isEqualTo("state-needs-fix");
  }
}
