package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.qakit.testing.SharedData;

class BaselineCommandTest {
  @Test
  void scoresTheBaselinesOnRealDbqaWithMrr() throws IOException {
    var run = CliRun.of("baseline", "--json", "-f", "nlpcc-dbqa", SharedData.path("nlpcc-dbqa/dbqa-subset.train-dev.tsv").toString());
    assertThat(run.exit()).as(run.err()).isZero();
    var json = new ObjectMapper().readTree(run.out());
    assertThat(json.get("metric").asText()).isEqualTo("mrr");
    assertThat(json.get("items").asInt()).isEqualTo(1324);
    double random = json.get("scores").get("random").asDouble();
    double overlap = json.get("scores").get("word-overlap").asDouble();
    // ~24 candidates per question: chance MRR is low; shared words find many answer sentences
    assertThat(random).isBetween(0.1, 0.3);
    assertThat(overlap).isGreaterThan(random + 0.2);
    var ci = json.get("intervals").get("word-overlap");
    assertThat(ci.get("low").asDouble()).isLessThan(overlap);
    assertThat(ci.get("high").asDouble()).isGreaterThan(overlap);
    assertThat(ci.get("level").asDouble()).isEqualTo(0.95);
  }

  @Test
  void printsATableAndRefusesItemsNoMetricCoversYet() {
    var run = CliRun.of("baseline", "-f", "arc", SharedData.path("arc/ARC-Challenge-validation.jsonl").toString());
    assertThat(run.out()).contains("random").contains("accuracy").contains("299").contains("95% CI");
    var kb = CliRun.of("baseline", "-f", "nlpcc-kbqa", SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data").toString());
    assertThat(kb.exit()).isEqualTo(1);
    assertThat(kb.err()).contains("the index-free baselines answer only multiple-choice and answer-selection items");
  }
}
