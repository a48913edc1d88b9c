package org.qakit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --solver sentence-ranker --encoder M}: the ranker gains the embedding features, cached on disk. */
class RankerEncoderCommandTest {
  @TempDir Path temp;

  // three NLPCC DBQA questions written for this test: question, sentence, label
  static final String DBQA = """
      长城有多长？\t长城是中国古代的军事防御工程。\t0
      长城有多长？\t长城总长度为21196.18千米。\t1
      长城有多长？\t长城被列入世界文化遗产。\t0
      鲁迅是哪里人？\t鲁迅是中国现代文学的奠基人之一。\t0
      鲁迅是哪里人？\t鲁迅出生于浙江绍兴。\t1
      《红楼梦》的作者是谁？\t《红楼梦》是中国古典四大名著之一。\t0
      《红楼梦》的作者是谁？\t《红楼梦》的作者是曹雪芹。\t1
      """;

  @Test
  void theEncoderAddsFourFeaturesAndFillsTheCache() throws IOException {
    Path data = Files.writeString(temp.resolve("dbqa.tsv"), DBQA);
    Path out = temp.resolve("ranked.jsonl");
    Path cache = temp.resolve("embeddings");
    var run = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", data.toString(), "--solver", "sentence-ranker", "--train", data.toString(),
        "--lang", "zh", "--encoder", "bge-small-zh-v15-q", "--embedding-cache", cache.toString(), "-o", out.toString());
    assertThat(run.exit()).as(run.err()).isZero();
    var line = new ObjectMapper().readTree(Files.readAllLines(out).getFirst());
    var features = line.path("evidence").path("candidates").get(0).path("features");
    assertThat(features.size()).isEqualTo(34);
    assertThat(features.has("cosine-relation")).isTrue();
    // 3 questions: 3 texts each as queries (question, statement, relation) + 3 questions and 7 sentences as passages
    assertThat(cache.resolve("bge-small-zh-v15-q.emb")).isNotEmptyFile();

    var lexical = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", data.toString(), "--solver", "sentence-ranker", "--train", data.toString(),
        "--lang", "zh", "-o", temp.resolve("lexical.jsonl").toString());
    assertThat(lexical.exit()).as(lexical.err()).isZero();
    var plain = new ObjectMapper().readTree(Files.readAllLines(temp.resolve("lexical.jsonl")).getFirst());
    assertThat(plain.path("evidence").path("candidates").get(0).path("features").size()).isEqualTo(30);
  }

  @Test
  void anUnknownModelGetsTheCloseMatches() throws IOException {
    Path data = Files.writeString(temp.resolve("dbqa.tsv"), DBQA);
    var run = CliRun.of("solve", "-f", "nlpcc-dbqa", "--input", data.toString(), "--solver", "sentence-ranker", "--train", data.toString(),
        "--lang", "zh", "--encoder", "bge-small-zh", "-o", temp.resolve("x").toString());
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.err()).startsWith("qakit: error: unknown model 'bge-small-zh'; did you mean").contains("bge-small-zh-v15-q");
  }
}
