package org.qakit.serve.project;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class QuotasTest {
  @Test
  void readsPairsByCommaOrLineInOrderAndUpperCasesTypes() {
    assertThat(Quotas.parse("datetime=10, PERSON = 5\nNUMERIC=1")).containsExactly(
        java.util.Map.entry("DATETIME", 10), java.util.Map.entry("PERSON", 5), java.util.Map.entry("NUMERIC", 1));
  }

  @Test
  void refusesWhatItCannotRead() {
    assertThatThrownBy(() -> Quotas.parse("DATETIME")).hasMessage("quota 'DATETIME': expected TYPE=NUMBER, e.g. DATETIME=10");
    assertThatThrownBy(() -> Quotas.parse("DATETIME=0")).hasMessage("quota 'DATETIME=0': expected 1 to 1000000 records, found 0");
    assertThatThrownBy(() -> Quotas.parse("A=1, a=2")).hasMessage("quota type A is given twice");
    assertThatThrownBy(() -> Quotas.parse(" , ")).hasMessage("give at least one quota, e.g. DATETIME=10, PERSON=5");
    assertThatThrownBy(() -> Quotas.parse("1X=3")).hasMessageContaining("a type is a letter");
  }

  @Test
  void quotaLeftNeverGoesBelowZero() {
    assertThat(new QuotaLeft("DATETIME", 10, 1).text()).isEqualTo("9 of 10 DATETIME left");
    assertThat(new QuotaLeft("PERSON", 1, 1).text()).isEqualTo("0 of 1 PERSON left");
    assertThat(new QuotaLeft("PERSON", 1, 3).text()).isEqualTo("0 of 1 PERSON left (3 made, 2 over the target)");
    assertThat(new QuotaLeft("PERSON", 2, 5).left()).isZero();
  }

  @Test
  void theTableGivesOneQuotaPerRowWithANumberAndNamesTheRowThatIsWrong() {
    assertThat(Quotas.fromTable(java.util.List.of(java.util.Map.entry("PERSON", "3"), java.util.Map.entry("DATETIME", ""),
        java.util.Map.entry("FACT", "0"), java.util.Map.entry("definition", " 2 ")))).containsExactly(
        java.util.Map.entry("PERSON", 3), java.util.Map.entry("DEFINITION", 2));
    assertThatThrownBy(() -> Quotas.fromTable(java.util.List.of(java.util.Map.entry("PERSON", "ten"))))
        .hasMessage("PERSON: expected a whole number of records, found 'ten'");
    assertThatThrownBy(() -> Quotas.fromTable(java.util.List.of(java.util.Map.entry("", "5"))))
        .hasMessage("a quota of 5 records has no question type: name the type in its row");
    assertThatThrownBy(() -> Quotas.fromTable(java.util.List.of(java.util.Map.entry("PERSON", "-1"))))
        .hasMessage("PERSON: expected 1 to 1000000 records (0 or empty: no quota), found -1");
    assertThatThrownBy(() -> Quotas.fromTable(java.util.List.of(java.util.Map.entry("PERSON", "1"), java.util.Map.entry("person", "2"))))
        .hasMessage("question type PERSON is given twice");
    assertThatThrownBy(() -> Quotas.fromTable(java.util.List.of(java.util.Map.entry("PERSON", ""))))
        .hasMessage("give at least one quota: a number of records for a question type");
  }
}
