package org.qakit.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.testing.SharedData;

/** The counts docs/datasets/*.md give under "Checks", measured on ../shared/data. */
class RealDataChecksTest {
  @Test
  void nlpccKbqaTrainingData() throws IOException {
    var report = run("nlpcc-kbqa", "nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data");
    // the three question strings PROVENANCE names, each a second time; the four "？？？…" questions are not compared
    assertThat(ids(report, "duplicate-questions")).containsExactly("4896", "8842", "12225");
    assertThat(ids(report, "text-mojibake")).containsExactly("3507", "3543", "3557", "3773");
    assertThat(report.counts()).containsEntry("kb-answer-is-object", 0).containsEntry("kb-subject-in-question", 135)
        .containsEntry("text-crlf", 1).containsEntry("record-readable", 0);
    assertThat(report.hasErrors()).isFalse();
  }

  @Test
  void geoTsqaTrain() throws IOException {
    var report = run("geotsqa", "geotsqa/geotsqa_train.json");
    assertThat(ids(report, "reader-notes")).containsExactly("guid-243-1", "guid-243-2");
    assertThat(ids(report, "mc-one-gold")).containsExactly("guid-197-1");
    assertThat(report.counts()).containsEntry("duplicate-questions", 15).containsEntry("mc-label-width", 0);
  }

  @Test
  void nlpccDbqaSubset() throws IOException {
    var report = run("nlpcc-dbqa", "nlpcc-dbqa/dbqa-subset.train-dev.tsv");
    assertThat(report.counts()).containsEntry("as-conflicting-labels", 27).containsEntry("as-duplicate-candidates", 405)
        .containsEntry("as-no-positive", 0).containsEntry("text-mojibake", 34);
  }

  @Test
  void wikiQaDevAgainstTrainHasNoLeakAndManyQuestionsWithoutAnswer() throws IOException {
    var report = DatasetChecker.run(new DatasetChecker.Spec("wikiqa", null, List.of(SharedData.path("wikiqa/WikiQA-dev.tsv")),
        List.of(SharedData.path("wikiqa/WikiQA-train.DataAlchemist-derived.tsv")), List.of()));
    assertThat(report.counts()).containsEntry("as-no-positive", 170).containsEntry("leak-exact", 0).containsEntry("leak-near", 0)
        .containsEntry("text-mojibake", 1);
  }

  private static DatasetChecker.Report run(String format, String file) throws IOException {
    return DatasetChecker.run(new DatasetChecker.Spec(format, null, List.of(SharedData.path(file)), List.of(), List.of()));
  }

  private static List<String> ids(DatasetChecker.Report report, String check) {
    return report.findings().stream().filter(f -> f.check().equals(check)).map(Finding::item).toList();
  }
}
