package org.qakit.serve.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class AuditSummaryTest {
  @Test
  void anyScaleUnderThreeExcludes() {
    assertThat(new Audit(1, "a", 3, 3, 3, "", Instant.EPOCH).excludes()).isFalse();
    assertThat(new Audit(1, "a", 5, 2, 5, "", Instant.EPOCH).excludes()).isTrue();
    assertThatThrownBy(() -> new Audit(1, "a", 6, 3, 3, "", Instant.EPOCH)).hasMessage("sufficiency must be rated 1 to 5, found 6");
  }

  @Test
  void agreementIsTheShareOfDoublyRatedRecordsWithOneDecision() {
    // 3 records rated twice, 2 of them with the same keep/exclude decision: 2/3
    var s = new AuditSummary(10, 4, 1, 3, 2);
    assertThat(s.agreement()).isEqualTo(2.0 / 3);
    assertThat(s.text()).isEqualTo("4 of 10 records audited, 1 excluded; agreement 67% on keep/exclude over 3 records rated twice or more");
    assertThat(new AuditSummary(2, 0, 0, 0, 0).agreement()).isNaN();
  }
}
