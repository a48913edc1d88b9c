package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.check.Checks;
import org.qakit.format.ReadOptions;
import org.qakit.format.jsonl.QakitJsonlFormat;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.testing.SharedData;

class CheckCommandTest {
  private static final String TWO_GOLD =
      "{\"kind\":\"multiple-choice\",\"id\":\"two\",\"stem\":\"Which is salt?\",\"choices\":[{\"label\":\"A\",\"text\":\"NaCl\"},"
          + "{\"label\":\"B\",\"text\":\"Na Cl\"},{\"label\":\"C\",\"text\":\"water\"}],\"answer\":\"A\"}";
  private static final String DUPLICATES =
      "{\"kind\":\"answer-selection\",\"id\":\"dup\",\"question\":\"Where is Lyon?\",\"candidates\":[{\"text\":\"Lyon is in France.\",\"label\":1},"
          + "{\"text\":\"It has 500,000 people.\",\"label\":0},{\"text\":\"It has 500,000 people.\",\"label\":0},{\"text\":\"Ã©tÃ© 2020\",\"label\":0}]}";

  @TempDir Path temp;

  @Test
  void listChecksPrintsEveryCheckWithItsSeverityAndScope() {
    var run = CliRun.of("list", "checks");
    assertThat(run.exit()).isZero();
    assertThat(run.out()).startsWith("check").contains("mc-one-gold").containsPattern("leak-near\\s+warning\\s+split");
    Checks.registry().ids().forEach(id -> assertThat(run.out()).contains(id));
  }

  @Test
  void findingsPrintAsATableAndAnErrorGivesExitCode1() throws IOException {
    Path file = write("data.qakit.jsonl", TWO_GOLD + "\n" + DUPLICATES + "\n");
    var run = CliRun.of("check", "-f", "qakit-jsonl", "--input", file.toString());
    assertThat(run.exit()).as(run.err()).isEqualTo(1);
    assertThat(run.out()).startsWith("check").containsPattern("check\\s+severity\\s+item\\s+where\\s+message")
        .containsPattern("mc-one-gold\\s+error\\s+two\\s+" + java.util.regex.Pattern.quote(file + ":1") + "\\s+option B 'Na Cl'")
        .containsPattern("as-duplicate-candidates\\s+warning\\s+dup\\s+" + java.util.regex.Pattern.quote(file + ":2"))
        .contains("2 items checked: 1 errors, 2 warnings, 1 infos");
  }

  @Test
  void jsonHasTheFindingsAndCountsAndNoErrorGivesExitCode0() throws IOException {
    Path file = write("data.qakit.jsonl", DUPLICATES + "\n");
    var run = CliRun.of("check", "--json", "-f", "qakit-jsonl", "--input", file.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    var json = new ObjectMapper().readTree(run.out());
    assertThat(json.get("errors").asInt()).isZero();
    assertThat(json.get("warnings").asInt()).isEqualTo(2);
    assertThat(json.get("counts").get("as-duplicate-candidates").asInt()).isEqualTo(1);
    assertThat(json.get("counts").has("mc-one-gold")).isFalse();
    var first = json.get("findings").get(0);
    assertThat(first.get("check").asText()).isEqualTo("as-duplicate-candidates");
    assertThat(first.get("file").asText()).isEqualTo(file.toString());
    assertThat(first.get("line").asInt()).isEqualTo(1);
  }

  @Test
  void fixWritesARepairedCopyAndAChangeLogAndLeavesTheInputAlone() throws IOException {
    Path file = write("data.qakit.jsonl", DUPLICATES + "\n");
    String before = Files.readString(file);
    Path out = temp.resolve("fixed.qakit.jsonl");
    var run = CliRun.of("check", "--summary", "-f", "qakit-jsonl", "--input", file.toString(), "--fix", "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.err()).contains("wrote 1 items to " + out + " and 2 changes to " + out + ".changes.jsonl");
    assertThat(Files.readString(file)).isEqualTo(before);
    var fixed = (AnswerSelectionItem) new QakitJsonlFormat().read(out, ReadOptions.STRICT).items().getFirst();
    assertThat(fixed.candidates()).extracting(c -> c.text()).containsExactly("Lyon is in France.", "It has 500,000 people.", "été 2020");
    List<String> log = Files.readAllLines(temp.resolve("fixed.qakit.jsonl.changes.jsonl"));
    assertThat(log).hasSize(2);
    var mapper = new ObjectMapper();
    assertThat(mapper.readTree(log.get(0)).get("check").asText()).isEqualTo("text-mojibake");
    assertThat(mapper.readTree(log.get(0)).get("after").asText()).isEqualTo("été 2020");
    assertThat(mapper.readTree(log.get(1)).get("description").asText()).isEqualTo("dropped candidate 3 (label 0), a repeat: 'It has 500,000 people.'");
    var again = CliRun.of("check", "--json", "-f", "qakit-jsonl", out.toString());
    assertThat(again.exit()).isZero();
    assertThat(mapper.readTree(again.out()).get("findings")).isEmpty();
  }

  @Test
  void usageErrorsExitWith2() throws IOException {
    Path file = write("data.qakit.jsonl", DUPLICATES + "\n");
    assertThat(CliRun.of("check", "-f", "qakit-jsonl", "--input", file.toString(), "--fix").exit()).isEqualTo(2);
    var noFix = CliRun.of("check", "-f", "qakit-jsonl", "--input", file.toString(), "-o", temp.resolve("x").toString());
    assertThat(noFix.exit()).isEqualTo(2);
    assertThat(noFix.err()).contains("-o OUT is only for --fix");
    assertThat(CliRun.of("check", "--bogus", "-f", "qakit-jsonl", "--input", file.toString()).exit()).isEqualTo(2);
    assertThat(CliRun.of("check", "-f", "qakit-jsonl", "--input", file.toString(), "--checks", "leak-exakt").err())
        .startsWith("qakit: error: unknown check 'leak-exakt'; did you mean leak-exact?");
  }

  @Test
  void geoTsqaFullWidthAnswersAreReaderNotesAtTheirLine() {
    Path file = SharedData.path("geotsqa/geotsqa_train.json");
    var run = CliRun.of("check", "-f", "geotsqa", file.toString(), "--checks", "reader-notes,mc-label-width");
    assertThat(run.exit()).isZero();
    assertThat(run.out()).containsPattern("reader-notes\\s+info\\s+guid-243-1\\s+" + java.util.regex.Pattern.quote(file + ":4271")
        + "\\s+item 'guid-243-1': answer 'Ｃ' \\(U\\+FF23\\) read as 'C' \\(NFKC\\)")
        .containsPattern("reader-notes\\s+info\\s+2\\n").containsPattern("mc-label-width\\s+warning\\s+0\\n");
  }

  private Path write(String name, String content) throws IOException {
    return Files.writeString(temp.resolve(name), content);
  }
}
