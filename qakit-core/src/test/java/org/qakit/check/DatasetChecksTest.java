package org.qakit.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.check.CheckRuns.mc;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.check.dataset.DuplicateQuestions;
import org.qakit.check.dataset.ReaderNotes;
import org.qakit.check.dataset.RecordReadable;
import org.qakit.dataset.Dataset;
import org.qakit.format.Problem;
import org.qakit.model.Item;

class DatasetChecksTest {
  @Test
  void skippedRecordsAndNotesBecomeFindingsAtTheirLines() {
    var d = new Dataset(List.of(), List.of(), List.of(),
        List.of(new Problem("a.json", 7, "expected a label, found none")),
        List.of(new Problem("a.json", 3, "item 'guid-243-1': answer 'Ｃ' (U+FF23) read as 'C' (NFKC)"), new Problem("a.json", 0, "field 'x' was not read")));
    assertThat(CheckRuns.dataset(new RecordReadable(), d)).singleElement().satisfies(f -> {
      assertThat(f.where()).isEqualTo("a.json:7");
      assertThat(f.severity()).isEqualTo(Severity.ERROR);
    });
    assertThat(CheckRuns.dataset(new ReaderNotes(), d)).extracting(f -> f.item() + " " + f.where()).containsExactly("guid-243-1 a.json:3", "null a.json");
    assertThat(CheckRuns.dataset(new RecordReadable(), Dataset.EMPTY)).isEmpty();
  }

  @Test
  void duplicateQuestionsNameTheFirstAndIgnoreOptionOrder() {
    var items = List.<Item>of(mc("1", "Which is a gas?", "B", "iron", "oxygen"), mc("2", "which is a  gas ？", "A", "oxygen", "iron"),
        mc("3", "Which is a gas?", "A", "neon", "iron"), mc("4", "Which is a gas?", "B", "iron", "oxygen"));
    var findings = CheckRuns.dataset(new DuplicateQuestions(), Dataset.of(items));
    assertThat(findings).extracting(f -> f.item() + ": " + f.message()).containsExactly(
        "2: asks the same question as item '1': 'which is a  gas ？'", "4: asks the same question as item '1': 'Which is a gas?'");
  }
}
