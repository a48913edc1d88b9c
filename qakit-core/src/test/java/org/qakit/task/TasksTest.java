package org.qakit.task;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.qakit.eval.metric.Metrics;
import org.qakit.format.Format;
import org.qakit.format.Formats;
import org.qakit.format.View;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Item;
import org.qakit.testing.SharedData;

/** The task registry against the format and metric registries and the real data in ../shared/data. */
class TasksTest {
  private static final DataHome SHARED = DataHome.at(SharedData.root());

  @Test
  void everyTaskReadsWithARegisteredFormatViewAndScoresWithItsMetrics() {
    for (Task t : Tasks.registry().all()) {
      Format f = Formats.get(t.format());
      View view = t.view() == null ? f.views().getFirst() : f.views().stream().filter(v -> v.id().equals(t.view())).findFirst()
          .orElseThrow(() -> new AssertionError(t.id() + ": format " + t.format() + " has no view " + t.view()));
      if (t.scoring() == Scoring.ITEMS) {
        for (String m : t.metrics()) {
          var metric = Metrics.get(m); // throws for an unknown id
          if (view.kind() != null) { // qakit-jsonl reads every kind
            assertThat(metric.kind()).as(t.id() + " metric " + m).isEqualTo(view.kind());
          }
        }
      }
    }
  }

  @Test
  void everyDatasetInTheSharedDataBelongsToATask() throws IOException {
    var covered = new HashSet<String>();
    Tasks.registry().all().forEach(t -> t.splits().forEach(s -> s.files().forEach(f -> covered.add(f.path().split("/")[0]))));
    try (Stream<Path> folders = Files.list(SharedData.root())) {
      List<String> datasets = folders.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
      assertThat(datasets).isNotEmpty();
      assertThat(covered).containsAll(datasets);
    }
  }

  @Test
  void everyFileWithAChecksumIsInTheSharedDataWithThatChecksum() throws IOException {
    int verified = 0;
    for (Task t : Tasks.registry().all()) {
      for (TaskSplit s : t.splits()) {
        for (TaskFile f : s.files()) {
          if (f.sha256() != null) {
            assertThat(SHARED.state(f)).as(t.id() + " " + s.name() + " " + f.path()).isEqualTo(DataHome.State.VERIFIED);
            verified++;
          } else {
            assertThat(SHARED.state(f)).as(t.id() + " " + f.path() + ": a file here must have its checksum recorded").isEqualTo(DataHome.State.MISSING);
          }
        }
        if (s.ids() != null) {
          assertThat(Path.of("..").resolve(s.ids())).as(t.id() + " " + s.name() + " ids").isRegularFile();
        }
      }
    }
    assertThat(verified).isGreaterThanOrEqualTo(18);
  }

  @Test
  void aChangedFileIsToldFromAVerifiedOne(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("x"));
    Files.writeString(dir.resolve("x/a.txt"), "a\n");
    var home = DataHome.at(dir);
    String sha = "87428fc522803d31065e7bce3cf03fe475096631e5e07bbd7a0fde60c4cf25c7"; // sha256sum of "a\n"
    assertThat(home.state(new TaskFile("x/a.txt", sha, "test"))).isEqualTo(DataHome.State.VERIFIED);
    assertThat(home.state(new TaskFile("x/a.txt", "0".repeat(64), "test"))).isEqualTo(DataHome.State.CHANGED);
    assertThat(home.state(new TaskFile("x/a.txt", null, "test"))).isEqualTo(DataHome.State.PRESENT);
    assertThat(home.state(new TaskFile("x/b.txt", sha, "test"))).isEqualTo(DataHome.State.MISSING);
  }

  @Test
  void theDataHomeSearchesTheVariableThenTheSharedFolderThenTheFetchHome(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Path work = Files.createDirectories(dir.resolve("clone"));
    Path home = dir.resolve("home");
    assertThat(DataHome.locate(Map.of(), work, home).roots()).extracting(DataHome.Root::path).containsExactly(home.resolve(".qakit/data"));
    assertThat(DataHome.locate(Map.of(), work, home).fetchHome()).isEqualTo(home.resolve(".qakit/data"));
    Files.createDirectories(dir.resolve("shared/data"));
    assertThat(DataHome.locate(Map.of("QAKIT_DATA", "/data/qa", "QAKIT_HOME", "/opt/qakit"), work, home).roots()).extracting(DataHome.Root::path)
        .containsExactly(Path.of("/data/qa"), dir.resolve("shared/data"), Path.of("/opt/qakit/data"));
    DataHome located = DataHome.locate(Map.of("QAKIT_HOME", dir.resolve("q").toString()), work, home);
    assertThat(located.fetchHome()).isEqualTo(dir.resolve("q/data"));

    // a file is read from the first folder holding it; one only in the fetch home is found there
    var shared = new TaskFile("x/a.txt", null, "test");
    var fetched = new TaskFile("x/b.txt", null, "test");
    Files.createDirectories(dir.resolve("shared/data/x"));
    Files.writeString(dir.resolve("shared/data/x/a.txt"), "a\n");
    Files.createDirectories(dir.resolve("q/data/x"));
    Files.writeString(dir.resolve("q/data/x/a.txt"), "other\n");
    Files.writeString(dir.resolve("q/data/x/b.txt"), "b\n");
    assertThat(located.resolve(shared)).isEqualTo(dir.resolve("shared/data/x/a.txt"));
    assertThat(located.resolve(fetched)).isEqualTo(dir.resolve("q/data/x/b.txt"));

    // a checksum recorded at the first fetch is checked like the registry's, in the fetch home only
    assertThat(located.state(fetched)).isEqualTo(DataHome.State.PRESENT);
    Checksums.in(located.fetchHome()).record("x/b.txt", "0".repeat(64));
    assertThat(located.state(fetched)).isEqualTo(DataHome.State.CHANGED);
    Checksums.in(located.fetchHome()).record("x/b.txt", org.qakit.io.Sha256.text("b\n"));
    assertThat(located.state(fetched)).isEqualTo(DataHome.State.VERIFIED);
    assertThat(located.recorded(fetched)).isTrue();
    Checksums.in(located.fetchHome()).record("x/a.txt", "0".repeat(64));
    assertThat(located.state(shared)).as("the shared copy is not the fetched one").isEqualTo(DataHome.State.PRESENT);
    assertThat(Files.readString(dir.resolve("q/data/SHA256SUMS")))
        .isEqualTo("0".repeat(64) + "  x/a.txt\n" + org.qakit.io.Sha256.text("b\n") + "  x/b.txt\n");
  }

  @Test
  void aBadChecksumsLineIsNamedByFileAndLine(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("SHA256SUMS"), "0".repeat(64) + "  x/a.txt\nnot a checksum\n");
    assertThatThrownBy(() -> Checksums.in(dir)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage(dir.resolve("SHA256SUMS") + ":2: expected '<sha256 as 64 lower-case hex>  <path>', found 'not a checksum'");
  }

  @Test
  void aDownloadUrlIsAnHttpAddressAndAMemberNeedsOne() {
    assertThat(TaskFile.inZip("q/a.jsonl", null, "https://example.org/a.zip", "d/a.jsonl").downloadable()).isTrue();
    assertThat(new TaskFile("q/a.jsonl", null, "by request").downloadable()).isFalse();
    assertThatThrownBy(() -> TaskFile.at("q/a.jsonl", null, "s", "ftp://example.org/a")).hasMessageContaining("expected an http(s) download URL");
    assertThatThrownBy(() -> new TaskFile("q/a.jsonl", null, "s", null, "d/a.jsonl")).hasMessageContaining("an archive member needs a download URL");
  }

  @Test
  void withPositiveKeepsOnlyQuestionsWithACorrectCandidate() {
    Item none = AnswerSelectionItem.of("q1", "who?", List.of(new Candidate("s1", "a", 0), new Candidate("s2", "b", 0)));
    Item one = AnswerSelectionItem.of("q2", "what?", List.of(new Candidate("s1", "a", 0), new Candidate("s2", "b", 1)));
    Item unlabelled = AnswerSelectionItem.of("q3", "when?", List.of(new Candidate("s1", "a", Candidate.UNLABELLED)));
    assertThat(new Protocol.WithPositive().select(List.of(none, one, unlabelled))).extracting(Item::id).containsExactly("q2");
    assertThat(new Protocol.AllItems().select(List.of(none, one, unlabelled))).hasSize(3);
  }

  @Test
  void aTaskRefusesWhatWouldMakeItAmbiguous() {
    TaskSplit dev = TaskSplit.of("dev", new TaskFile("d/dev.jsonl", null, "s"));
    assertThatThrownBy(() -> new Task("Bad Id", "t", "f", "en", "arc", null, List.of(dev), new Protocol.AllItems(), Scoring.ITEMS,
        List.of("accuracy"), Knowledge.NONE, "", "l", List.of(), "")).hasMessage("task: expected a lower-case id, found 'Bad Id'");
    assertThatThrownBy(() -> new Task("t", "t", "f", "en", "arc", null, List.of(dev, dev), new Protocol.AllItems(), Scoring.ITEMS,
        List.of("accuracy"), Knowledge.NONE, "", "l", List.of(), "")).hasMessage("task t: split 'dev' is listed twice");
    assertThatThrownBy(() -> new Task("t", "t", "f", "en", "arc", null, List.of(dev), new Protocol.AllItems(), Scoring.ITEMS,
        List.of(), Knowledge.NONE, "", "l", List.of(), "")).hasMessage("task t: expected at least one metric (the headline first)");
    assertThatThrownBy(() -> new TaskFile("../etc/passwd", null, "s")).hasMessageContaining("expected a relative path");
    assertThatThrownBy(() -> new Anchor("BERT", "accuracy", "test", 64.4, "Tafjord 2019", "Table 3"))
        .hasMessage("anchor BERT: expected a value on a 0-1 scale, found 64.4");
    assertThat(Tasks.get("wikiqa").requireSplit("dev").files()).hasSize(1);
    assertThatThrownBy(() -> Tasks.get("wikiqa").requireSplit("validation"))
        .hasMessage("task wikiqa has no split 'validation'; its splits: train, dev, test");
  }
}
