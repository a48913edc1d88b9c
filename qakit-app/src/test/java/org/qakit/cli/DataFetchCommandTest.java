package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.fetch.LoopbackServer;
import org.qakit.fetch.TransferProgress;
import org.qakit.io.Sha256;
import org.qakit.task.DataHome;
import org.qakit.task.Tasks;
import org.qakit.testing.SharedData;

/**
 * {@code qakit data fetch} and {@code qakit data import} against a server on 127.0.0.1 that plays
 * the task's canonical hosts through {@code --mirror} (nothing leaves the loopback), with the fetch
 * home in a temporary folder ({@code -Dqakit.home}): real WikiQA bytes checked against the
 * registry, a connection cut mid-file, a wrong checksum, 404, a refused connection, a QuaRTz-format
 * zip member, and then {@code run} and {@code eval --task} reading what was fetched.
 */
class DataFetchCommandTest {
  @TempDir Path dir;
  private LoopbackServer server;
  private Path fetchHome;

  @BeforeEach
  void start() throws IOException {
    server = new LoopbackServer();
    System.setProperty(DataHome.HOME_PROPERTY, dir.resolve("qakit").toString());
    fetchHome = dir.resolve("qakit/data");
  }

  @AfterEach
  void stop() throws IOException {
    System.clearProperty(DataHome.HOME_PROPERTY);
    server.close();
  }

  /** Where the mirror serves a task file's URL: {@code /HOST/PATH}. */
  private static String mirrored(String task, String split) {
    URI url = URI.create(Tasks.get(task).requireSplit(split).files().getFirst().url());
    return "/" + url.getHost() + url.getPath();
  }

  private CliRun fetch(String... args) {
    String[] all = Stream.concat(Stream.of("data", "fetch"), Stream.concat(Arrays.stream(args), Stream.of("--mirror", server.base().toString())))
        .toArray(String[]::new);
    return CliRun.of(all);
  }

  private long hidden(Path folder) throws IOException {
    try (Stream<Path> s = Files.list(folder)) {
      return s.filter(p -> p.getFileName().toString().startsWith(".")).count();
    }
  }

  @Test
  void aFileIsDownloadedCheckedAgainstTheRegistryAndThenLeftAlone() throws Exception {
    byte[] dev = Files.readAllBytes(SharedData.path("wikiqa/WikiQA-dev.tsv"));
    server.serve(mirrored("wikiqa", "dev"), dev);

    // the shared copy is read first, so --force is what downloads it into the fetch home
    var run = fetch("wikiqa", "--split", "dev", "--force");

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(Files.readAllBytes(fetchHome.resolve("wikiqa/WikiQA-dev.tsv"))).isEqualTo(dev);
    assertThat(run.out()).startsWith("task wikiqa: 1 file fetched (577 kB downloaded, ").contains("0 already here; sha256: 1 verified, 0 recorded");
    assertThat(hidden(fetchHome.resolve("wikiqa"))).as("no partial file or validator left").isZero();
    assertThat(server.requests()).singleElement().satisfies(r -> assertThat(r.range()).isNull());

    var again = fetch("wikiqa", "--split", "dev");
    assertThat(again.exit()).as(again.err()).isZero();
    assertThat(again.out()).contains("0 files fetched").contains("1 already here");
    assertThat(again.err()).contains("wikiqa/WikiQA-dev.tsv: already here (").contains("sha256 verified)");
    assertThat(server.requests()).hasSize(1);
  }

  @Test
  void aConnectionCutMidFileIsResumedWithARangeRequest() throws Exception {
    byte[] train = Files.readAllBytes(SharedData.path("wikiqa/WikiQA-train.DataAlchemist-derived.tsv"));
    String path = mirrored("wikiqa", "train");
    server.serve(path, train).cutOnceAfter(path, 1_000_000);

    var run = fetch("wikiqa", "--split", "train", "--force");

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(server.requests()).hasSize(2);
    var resumed = server.requests().get(1);
    assertThat(resumed.range()).as("the second request continues where the first broke").matches("bytes=[1-9]\\d*-");
    assertThat(Long.parseLong(resumed.range().replaceAll("\\D", ""))).isBetween(1L, 1_000_000L);
    assertThat(resumed.ifRange()).as("If-Range carries the first answer's ETag").startsWith("\"");
    Path file = fetchHome.resolve("wikiqa/WikiQA-train.DataAlchemist-derived.tsv");
    assertThat(Files.readAllBytes(file)).isEqualTo(train);
    assertThat(run.err()).contains("in 2 requests, sha256 verified");
  }

  @Test
  void aPartialFileLeftByAnEarlierRunIsContinued() throws Exception {
    byte[] dev = Files.readAllBytes(SharedData.path("wikiqa/WikiQA-dev.tsv"));
    server.serve(mirrored("wikiqa", "dev"), dev);
    Path part = Files.createDirectories(fetchHome.resolve("wikiqa")).resolve(".WikiQA-dev.tsv.part");
    Files.write(part, Arrays.copyOf(dev, 100_000));

    var run = fetch("wikiqa", "--split", "dev", "--force");

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(server.requests()).singleElement().satisfies(r -> assertThat(r.range()).isEqualTo("bytes=100000-"));
    assertThat(Files.readAllBytes(fetchHome.resolve("wikiqa/WikiQA-dev.tsv"))).isEqualTo(dev);
    assertThat(run.out()).contains("(477 kB downloaded, 100 kB resumed from an earlier run");
    assertThat(part).doesNotExist();
  }

  @Test
  void aPartialFileOfAnotherVersionOfTheFileStartsAgainFromZero() throws Exception {
    byte[] dev = Files.readAllBytes(SharedData.path("wikiqa/WikiQA-dev.tsv"));
    server.serve(mirrored("wikiqa", "dev"), dev);
    Path part = Files.createDirectories(fetchHome.resolve("wikiqa")).resolve(".WikiQA-dev.tsv.part");
    Files.writeString(part, "bytes of an older version of the file");
    Files.writeString(part.resolveSibling(".WikiQA-dev.tsv.part.validator"), "\"an-older-etag\"");

    var run = fetch("wikiqa", "--split", "dev", "--force");

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(server.requests()).singleElement().satisfies(r -> {
      assertThat(r.range()).isEqualTo("bytes=37-");
      assertThat(r.ifRange()).isEqualTo("\"an-older-etag\"");
    });
    assertThat(Files.readAllBytes(fetchHome.resolve("wikiqa/WikiQA-dev.tsv"))).as("the server sent the whole file; nothing spliced").isEqualTo(dev);
    assertThat(hidden(fetchHome.resolve("wikiqa"))).isZero();
  }

  @Test
  void aDownloadWithTheWrongChecksumIsDeletedAndNotPutInPlace() throws Exception {
    server.serve(mirrored("wikiqa", "dev"), "Q1\tnot the WikiQA dev file\n".getBytes(StandardCharsets.UTF_8));

    var run = fetch("wikiqa", "--split", "dev", "--force");

    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).contains("\nqakit: error: " + server.base() + mirrored("wikiqa", "dev")
        + ": checksum mismatch: expected sha256 c44fb3a52182b95f0c48e49ae1f63b6159047cb5812e514d19ae6f069d09297a, the download (27 bytes) has "
        + Sha256.text("Q1\tnot the WikiQA dev file\n") + "; it was deleted and nothing was put at " + fetchHome.resolve("wikiqa/WikiQA-dev.tsv"));
    assertThat(run.err().lines()).last().asString().startsWith("qakit: error:");
    assertThat(fetchHome.resolve("wikiqa/WikiQA-dev.tsv")).doesNotExist();
    assertThat(hidden(fetchHome.resolve("wikiqa"))).isZero();
  }

  @Test
  void aMissingFileAndARefusedConnectionAreOneLineEach() throws Exception {
    var missing = fetch("wikiqa", "--split", "dev", "--force");
    assertThat(missing.exit()).isEqualTo(1);
    assertThat(missing.err()).endsWith("qakit: error: " + server.base() + mirrored("wikiqa", "dev")
        + ": the server answered 404 Not Found (the file is not at this address: check the task's URL or --mirror)\n");

    int closed;
    try (var socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      closed = socket.getLocalPort();
    }
    var refused = CliRun.of("data", "fetch", "wikiqa", "--split", "dev", "--force", "--mirror", "http://127.0.0.1:" + closed);
    assertThat(refused.exit()).isEqualTo(1);
    assertThat(refused.err()).containsPattern("qakit: error: http://127\\.0\\.0\\.1:" + closed + "/\\S+: connection refused or unreachable \\(.*refused.*\\)\n$");
    assertThat(fetchHome.resolve("wikiqa/WikiQA-dev.tsv")).doesNotExist();
  }

  @Test
  void aFileWithoutADownloadUrlIsRefusedWithWhereToGetIt() {
    var run = fetch("gkmc", "--split", "test");
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).isEqualTo("qakit: error: task gkmc split test: gkmc/gkmc_test.json has no download URL; get it from "
        + "the other 320 questions of GKMC/dataset.json, then qakit data import gkmc PATH\n");
    assertThat(server.requests()).isEmpty();

    var show = CliRun.of("tasks", "show", "gkmc");
    assertThat(show.out()).contains("fetch  no download URL: get it by hand, then qakit data import gkmc PATH");
  }

  private static final String QUARTZ_DEV = """
      {"id": "QF-1", "answerKey": "A", "para_id": "S1", "para": "The more heat a pan gets, the hotter it becomes.", "para_anno": {"cause_prop": "heat", "cause_dir_sign": "MORE", "effect_prop": "temperature", "effect_dir_sign": "MORE"}, "question_anno": {}, "question": {"stem": "Ann heats a pan more. The pan becomes", "choices": [{"label": "A", "text": "hotter"}, {"label": "B", "text": "colder"}]}}
      {"id": "QF-2", "answerKey": "B", "para_id": "S2", "para": "The farther an object is from a light, the dimmer it looks.", "para_anno": {"cause_prop": "distance", "cause_dir_sign": "MORE", "effect_prop": "light", "effect_dir_sign": "LESS"}, "question_anno": {}, "question": {"stem": "Moving a book far from the lamp makes its pages look", "choices": [{"label": "A", "text": "brighter"}, {"label": "B", "text": "dimmer"}]}}
      """;

  private byte[] quartzZip() throws IOException {
    var bytes = new ByteArrayOutputStream();
    try (var zip = new ZipOutputStream(bytes)) {
      zip.putNextEntry(new ZipEntry("quartz-dataset-v1-aug2019/"));
      zip.putNextEntry(new ZipEntry("quartz-dataset-v1-aug2019/dev.jsonl"));
      zip.write(QUARTZ_DEV.getBytes(StandardCharsets.UTF_8));
      zip.putNextEntry(new ZipEntry("quartz-dataset-v1-aug2019/train.jsonl"));
      zip.write(QUARTZ_DEV.replace("QF-", "QT-").getBytes(StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }

  @Test
  void aZipMemberIsExtractedRecordedAndFoundByRunAndEval() throws Exception {
    String zipPath = mirrored("quartz", "dev");
    server.serve(zipPath, quartzZip());

    var run = fetch("quartz", "--split", "dev");

    assertThat(run.exit()).as(run.err()).isZero();
    Path dev = fetchHome.resolve("quartz/dev.jsonl");
    assertThat(Files.readString(dev)).isEqualTo(QUARTZ_DEV);
    assertThat(run.out()).contains("1 file fetched").contains("sha256: 0 verified, 2 recorded in " + fetchHome.resolve("SHA256SUMS"));
    assertThat(Files.readString(fetchHome.resolve("SHA256SUMS"))).contains(Sha256.text(QUARTZ_DEV) + "  quartz/dev.jsonl\n")
        .contains("  .archives/s3-us-west-2.amazonaws.com/ai2-website/data/quartz-dataset-v1-aug2019.zip\n");

    var train = fetch("quartz", "--split", "train");
    assertThat(train.exit()).as(train.err()).isZero();
    assertThat(server.requests()).as("the kept archive serves the other split").hasSize(1);
    assertThat(fetchHome.resolve("quartz/train.jsonl")).exists();

    var solved = CliRun.of("run", "--task", "quartz", "--split", "dev", "--solver", "word-overlap", "--json", "-o", dir.resolve("p.jsonl").toString());
    assertThat(solved.exit()).as(solved.err()).isZero();
    assertThat(solved.err()).contains("task quartz dev: 2 of 2 items scored");
    var scored = CliRun.of("eval", "--task", "quartz", "--split", "dev", "--json", "--predictions", dir.resolve("p.jsonl").toString());
    assertThat(scored.exit()).as(scored.err()).isZero();
    assertThat(scored.out()).contains("\"accuracy\"");

    // the recorded checksum guards the file from then on
    Files.writeString(dev, QUARTZ_DEV.replace("hotter", "warmer"));
    var changed = CliRun.of("eval", "--task", "quartz", "--split", "dev", "--predictions", dir.resolve("p.jsonl").toString());
    assertThat(changed.exit()).isEqualTo(1);
    assertThat(changed.err()).startsWith("qakit: error: task quartz split dev: quartz/dev.jsonl: expected sha256 " + Sha256.text(QUARTZ_DEV));
    var repaired = fetch("quartz", "--split", "dev");
    assertThat(repaired.exit()).as(repaired.err()).isZero();
    assertThat(repaired.err()).contains("quartz/dev.jsonl: its sha256 differs from the expected one; fetching it again");
    assertThat(Files.readString(dev)).isEqualTo(QUARTZ_DEV);
  }

  @Test
  void anImportedCopyIsCheckedCopiedRecordedAndFound() throws Exception {
    Path copy = Files.createDirectories(dir.resolve("from-the-authors/quartz"));
    Files.writeString(copy.resolve("dev.jsonl"), QUARTZ_DEV);

    var run = CliRun.of("data", "import", "quartz", dir.resolve("from-the-authors").toString());

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo("task quartz: 1 file imported into " + fetchHome + " ("
        + TransferProgress.bytes(QUARTZ_DEV.getBytes(StandardCharsets.UTF_8).length) + "); sha256: 0 verified, 1 recorded\n");
    assertThat(Files.readString(fetchHome.resolve("quartz/dev.jsonl"))).isEqualTo(QUARTZ_DEV);
    assertThat(hidden(fetchHome.resolve("quartz"))).isZero();
    var scored = CliRun.of("run", "--task", "quartz", "--split", "dev", "--solver", "random");
    assertThat(scored.exit()).as(scored.err()).isZero();

    // another copy with other bytes is refused against the recorded checksum; so is a wrong copy of a registry file
    Path other = Files.writeString(dir.resolve("dev.jsonl"), QUARTZ_DEV.replace("hotter", "warmer"));
    var refused = CliRun.of("data", "import", "quartz", other.toString());
    assertThat(refused.exit()).isEqualTo(1);
    assertThat(refused.err()).startsWith("qakit: error: " + other + ": expected sha256 " + Sha256.text(QUARTZ_DEV) + " (task quartz's quartz/dev.jsonl, recorded");
    assertThat(Files.readString(fetchHome.resolve("quartz/dev.jsonl"))).isEqualTo(QUARTZ_DEV);
    Path wrong = Files.writeString(dir.resolve("WikiQA-dev.tsv"), "Q1\tx\n");
    var registry = CliRun.of("data", "import", "wikiqa", wrong.toString());
    assertThat(registry.err()).isEqualTo("qakit: error: " + wrong + ": expected sha256 c44fb3a52182b95f0c48e49ae1f63b6159047cb5812e514d19ae6f069d09297a"
        + " (task wikiqa's wikiqa/WikiQA-dev.tsv), found " + Sha256.text("Q1\tx\n") + "; nothing was imported\n");
    var none = CliRun.of("data", "import", "quartz", Files.writeString(dir.resolve("notes.txt"), "x").toString());
    assertThat(none.err()).startsWith("qakit: error: " + dir.resolve("notes.txt") + ": expected one of task quartz's files (by path under a folder, or by name), found none; its files: quartz/train.jsonl, quartz/dev.jsonl, quartz/test.jsonl");
  }
}
