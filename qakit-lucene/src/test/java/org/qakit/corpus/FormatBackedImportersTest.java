package org.qakit.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.corpus.ImportersTestSupport.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Samples;
import org.qakit.format.FormatException;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Passage;
import org.qakit.testing.SharedData;

/** The importers that emit what a dataset format reads: gkmc-evidence, quartz-knowledge, sciq-support, sqad-articles. */
class FormatBackedImportersTest {
  @TempDir Path temp;

  @Test
  void gkmcEvidenceGivesTheDistinctParagraphsOfTheTrainingFile() throws IOException {
    var passages = read("gkmc-evidence", SharedData.path("gkmc/gkmc_train.json"));
    // 3,835 distinct p_id paragraphs in gkmc_train.json (the gkmc format's passages; issue 4 gives the same figure)
    assertThat(passages).hasSize(3_835);
    assertThat(new HashSet<>(passages.stream().map(Passage::id).toList())).hasSize(3_835);
    assertThat(passages.getFirst().id()).isEqualTo("13263");
    assertThat(passages.getFirst().text()).startsWith("新市镇：新市镇，又称计划城市");
  }

  @Test
  void gkmcEvidenceSentencesSplitEachParagraphIntoSentences() throws IOException {
    var sentences = read("gkmc-evidence-sentences", SharedData.path("gkmc/gkmc_train.json"));
    // the first paragraph (p_id 13263) has two sentences, each ending with 。
    assertThat(sentences.get(0)).isEqualTo(new Passage("13263#1",
        "新市镇：新市镇，又称计划城市、计划都市，指事先经过周密城市规划所兴建的新城市或大型社区，取代现有都市市中心向四方扩张的发展模式。", "13263"));
    assertThat(sentences.get(1).id()).isEqualTo("13263#2");
    assertThat(sentences.get(1).text()).startsWith("新市镇通常位于城市的郊区").endsWith("种种社会问题。");
    // every paragraph gives at least one sentence, and the sentences put back together are the paragraphs
    // (whitespace aside): 3,835 paragraphs, 7,837 sentences
    assertThat(sentences).hasSize(7_837);
    assertThat(new HashSet<>(sentences.stream().map(Passage::id).toList())).hasSize(7_837);
    var paragraphs = read("gkmc-evidence", SharedData.path("gkmc/gkmc_train.json"));
    assertThat(sentences.stream().map(Passage::title).distinct().toList()).isEqualTo(paragraphs.stream().map(Passage::id).toList());
    String joined = String.join("", sentences.stream().map(Passage::text).toList()).replaceAll("\\s", "");
    String original = String.join("", paragraphs.stream().map(Passage::text).toList()).replaceAll("\\s", "");
    assertThat(joined).isEqualTo(original);
  }

  @Test
  void quartzKnowledgeGivesTheKnowledgeLinesAndSkipsQuestions() throws IOException {
    var passages = read("quartz-knowledge", SharedData.path("quartz-style/knowledge.jsonl"));
    assertThat(passages).hasSize(90);
    assertThat(passages).isEqualTo(read("jsonl", SharedData.path("quartz-style/knowledge.jsonl")));
    List<Path> sample = Samples.materialize("quartz", temp);
    Path dev = sample.getFirst();
    // dev.jsonl of the sample holds questions only: no knowledge passages
    assertThat(read("quartz-knowledge", dev)).isEmpty();
    assertThat(Formats.get("quartz").read(dev, ReadOptions.STRICT).items()).isNotEmpty();
  }

  @Test
  void sciqSupportGivesDistinctNonEmptySupportsWithTheFirstItemsId() throws IOException {
    Path train = temp.resolve("train.json");
    Files.writeString(train, """
        [{"question": "q1", "distractor1": "a", "distractor2": "b", "distractor3": "c", "correct_answer": "d", "support": "Heat rises."},
         {"question": "q2", "distractor1": "a", "distractor2": "b", "distractor3": "c", "correct_answer": "d", "support": ""},
         {"question": "q3", "distractor1": "a", "distractor2": "b", "distractor3": "c", "correct_answer": "d", "support": "Heat rises."},
         {"question": "q4", "distractor1": "a", "distractor2": "b", "distractor3": "c", "correct_answer": "d", "support": "Ice floats."}]
        """);
    // item 2 has no support, item 3 repeats item 1's: 4 - 2 = 2 passages
    assertThat(read("sciq-support", train, ReadOptions.STRICT.withView("direct-answer")))
        .containsExactly(Passage.of("train-1:support", "Heat rises."), Passage.of("train-4:support", "Ice floats."));
  }

  @Test
  void sciqSupportOfTheShippedSampleMatchesTheFormatsKnowledge() throws IOException {
    Path train = Samples.materialize("sciq", temp).getFirst();
    var passages = read("sciq-support", train);
    long distinct = Formats.get("sciq").read(train, ReadOptions.STRICT).items().stream()
        .flatMap(i -> ((org.qakit.model.MultipleChoiceItem) i).knowledge().stream())
        .map(e -> e.text()).filter(t -> !t.isBlank()).distinct().count();
    assertThat(passages).hasSize((int) distinct).isNotEmpty();
    assertThat(passages).allSatisfy(p -> assertThat(p.id()).matches("train-[0-9]+:support"));
  }

  @Test
  void sqadArticlesGivesOnePassagePerArticleOfTheSample() throws IOException {
    Path root = Samples.materialize("sqad", temp).getFirst();
    var passages = read("sqad-articles", root);
    // the sample has 5 records; 000002 links to 000001's article and 000005 to 000004's: 5 - 2 = 3 articles
    assertThat(passages).hasSize(3);
    assertThat(passages).allSatisfy(p -> assertThat(p.title()).isNotBlank());
    assertThat(passages).isEqualTo(Formats.get("sqad").read(root, ReadOptions.STRICT.withView("document-selection")).passages());
  }

  @Test
  void formatErrorsKeepTheFormatsFileAndLine() throws IOException {
    Path bad = Files.writeString(temp.resolve("gkmc.json"), "[{\"id\": 1}]\n");
    assertThatThrownBy(() -> read("gkmc-evidence", bad)).isInstanceOf(FormatException.class).hasMessageStartingWith(bad + ":1: ");
  }
}
