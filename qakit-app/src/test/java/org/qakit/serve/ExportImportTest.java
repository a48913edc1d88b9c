package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.dataset.Dataset;
import org.qakit.dataset.Samples;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.ExtractionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/** Exports are the files the command line reads: exported through the page, read back with the format's reader. */
@DatabaseTest
class ExportImportTest {
  @TempDir static Path dir;
  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(dir);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static Path download(Browser b, String path, String name) throws Exception {
    var r = b.getBytes(path);
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.headers().firstValue("Content-Disposition")).hasValueSatisfying(v -> assertThat(v).contains("attachment"));
    Path file = dir.resolve(name);
    Files.write(file, r.body());
    return file;
  }

  @Test
  void anExtractiveExportReadsBackAsQakitJsonlWithItsArticle() throws Exception {
    Project p = server.project("ex", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 3), server.ann);
    Browser ann = server.signedIn("ann");
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", Map.of("question", "Kdy se narodil Karel IV.?",
        "questionType", "DATETIME", "answerType", "DATETIME", "answer", "14. května 1316", "answerSentences",
        "Karel IV. se narodil 14. května 1316 v Praze.", "source", "Karel IV. se narodil 14. května 1316 v Praze. Zemřel roku 1378.",
        "title", "Karel IV.")));
    Path file = download(ann, "/projects/" + p.id() + "/export/qakit-jsonl", "ex.jsonl");
    Dataset d = Formats.get("qakit-jsonl").read(List.of(file), ReadOptions.STRICT);
    assertThat(d.items()).containsExactly(new ExtractionItem("r" + id, "Kdy se narodil Karel IV.?",
        "Karel IV. se narodil 14. května 1316 v Praze.", List.of("14. května 1316"),
        Map.of("question_type", "DATETIME", "answer_type", "DATETIME"), "Karel IV."));
    assertThat(d.passages()).singleElement().satisfies(a -> {
      assertThat(a.id()).isEqualTo("Karel IV.");
      assertThat(a.text()).contains("Zemřel roku 1378.");
    });
    // and the command line reads it: qakit data stats --json -f qakit-jsonl --input FILE
    var out = new java.io.StringWriter();
    var cli = org.qakit.cli.Qakit.commandLine();
    cli.setOut(new java.io.PrintWriter(out, true));
    assertThat(cli.execute("data", "stats", "--json", "-f", "qakit-jsonl", "--input", file.toString())).isZero();
    var stats = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString());
    assertThat(stats.findValue("items").asInt()).isEqualTo(1);
    assertThat(stats.findValue("passages").asInt()).isEqualTo(1);
  }

  /** What qakit-jsonl holds of an extractive record. */
  private static List<List<Object>> extractiveFields(Project p) {
    return server.server.services().records().list(p.id()).stream().map(r -> List.<Object>of(r.body().question(), r.body().questionType(),
        r.body().answerType(), r.body().answer(), r.body().answerSentences(), r.body().source(), r.body().title(), r.errors())).toList();
  }

  @Test
  void theDemoSqadRecordsComeBackThroughQakitJsonlEachWithItsOwnArticle() throws Exception {
    var s = server.server.services();
    org.qakit.serve.demo.DemoData.create(s);
    Project demo = s.projects().visibleTo(server.boss).stream().filter(p -> p.kind() == ProjectKind.EXTRACTIVE && p.name().startsWith("SQAD"))
        .findFirst().orElseThrow();
    // two more records under one title, each with an article of its own (and unicode)
    var admin = s.accounts().all().stream().filter(a -> a.username().equals("demo")).findFirst().orElseThrow();
    s.records().create(demo.id(), new org.qakit.serve.record.RecordBody("Kdy byl založen Karlův most? 🌉", "DATETIME", "DATETIME",
        "roku 1357", List.of("Karlův most byl založen roku 1357."), "Praha leží na Vltavě. Karlův most byl založen roku 1357.", "Praha",
        "", "", List.of(), List.of(), ""), 0, admin);
    s.records().create(demo.id(), new org.qakit.serve.record.RecordBody("Kolik obyvatel má Praha?", "NUMERIC", "", "1,3 milionu",
        List.of("Praha má 1,3 milionu obyvatel."), "Praha má 1,3 milionu obyvatel. 布拉格是捷克的首都。", "Praha", "", "", List.of(),
        List.of(), ""), 0, admin);
    List<List<Object>> before = extractiveFields(demo);
    assertThat(before).hasSize(7).allSatisfy(f -> assertThat(f.get(7)).isEqualTo(0));
    Browser boss = server.signedIn("boss");
    Path file = download(boss, "/projects/" + demo.id() + "/export/qakit-jsonl", "sqad-demo.jsonl");
    Project copy = server.project("sqad copy", ProjectKind.EXTRACTIVE, Language.CZECH, demo.quotas());
    boss.get("/projects/" + copy.id());
    var r = boss.postFile("/projects/" + copy.id() + "/import", Map.of("format", "qakit-jsonl"), "file", "sqad-demo.jsonl", Files.readAllBytes(file));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.body()).contains("7 records added (0 with errors to fix)");
    assertThat(extractiveFields(copy)).containsExactlyElementsOf(before);
  }

  @Test
  void anAnswerSelectionExportReadsBackAsNlpccDbqa() throws Exception {
    Project p = server.project("dbqa", ProjectKind.ANSWER_SELECTION, Language.CHINESE, Map.of("OTHER", 3), server.ann);
    Browser ann = server.signedIn("ann");
    ann.post("/projects/" + p.id() + "/records", Map.of("question", "长城有多长？", "questionType", "OTHER",
        "answerSentences", "长城全长约两万一千公里。", "source", "长城是中国古代的军事防御工程。长城全长约两万一千公里。", "title", "长城"));
    Path file = download(ann, "/projects/" + p.id() + "/export/nlpcc-dbqa", "dbqa.tsv");
    assertThat(Files.readString(file)).isEqualTo("长城有多长？\t长城是中国古代的军事防御工程。\t0\n长城有多长？\t长城全长约两万一千公里。\t1\n");
    Dataset d = Formats.get("nlpcc-dbqa").read(List.of(file), ReadOptions.STRICT);
    assertThat(d.items()).singleElement().satisfies(i -> assertThat(((AnswerSelectionItem) i).candidates())
        .extracting(Candidate::label).containsExactly(0, 1));
  }

  @Test
  void aScenarioExportReadsBackWithItsDiagrams() throws Exception {
    Project p = server.project("geo", ProjectKind.SCENARIO_CHOICE, Language.CHINESE, Map.of("DIAGRAM", 3), server.ann);
    Browser ann = server.signedIn("ann");
    var form = new java.util.HashMap<String, String>(Map.of("question", "图中甲地的气候类型是", "questionType", "DIAGRAM",
        "scenario", "下图示意某区域。", "diagrams", "气候图 | 甲地夏季高温多雨\n一张没有类别的图", "option0", "热带雨林气候",
        "option1", "地中海气候", "option2", "温带海洋性气候", "option3", "亚热带季风气候", "correct", "D"));
    long id = Browser.recordId(ann.post("/projects/" + p.id() + "/records", form));
    Path file = download(ann, "/projects/" + p.id() + "/export/qakit-jsonl", "geo.jsonl");
    var item = (MultipleChoiceItem) Formats.get("qakit-jsonl").read(List.of(file), ReadOptions.STRICT).items().get(0);
    assertThat(item.id()).isEqualTo("r" + id);
    assertThat(item.answer()).isEqualTo("D");
    assertThat(item.gold().text()).isEqualTo("亚热带季风气候");
    assertThat(item.scenario().diagrams()).extracting(dg -> dg.category(), dg -> dg.description())
        .containsExactly(org.assertj.core.groups.Tuple.tuple("气候图", "甲地夏季高温多雨"), org.assertj.core.groups.Tuple.tuple(null, "一张没有类别的图"));
  }

  @Test
  void anImportedSampleBecomesRecordsAndExportsTheSameQuestions() throws Exception {
    Project p = server.project("imp", ProjectKind.ANSWER_SELECTION, Language.CHINESE, Map.of("OTHER", 50), server.ann);
    Path sample = Samples.materialize("nlpcc-dbqa", dir.resolve("sample")).get(0);
    Dataset original = Formats.get("nlpcc-dbqa").read(List.of(sample), ReadOptions.STRICT);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id());
    var r = ann.postFile("/projects/" + p.id() + "/import", Map.of("format", "nlpcc-dbqa"), "file", "sample.tsv", Files.readAllBytes(sample));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.body()).contains(original.items().size() + " records added (0 with errors to fix)");
    Path file = download(ann, "/projects/" + p.id() + "/export/nlpcc-dbqa", "back.tsv");
    Dataset back = Formats.get("nlpcc-dbqa").read(List.of(file), ReadOptions.STRICT);
    assertThat(back.items()).extracting(i -> i.question()).containsExactlyElementsOf(original.items().stream().map(i -> i.question()).toList());
  }

  @Test
  void anExportTheFormatCannotHoldSaysWhy() throws Exception {
    Project p = server.project("twice", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 3), server.ann);
    Browser ann = server.signedIn("ann");
    for (int i = 0; i < 2; i++) {
      ann.post("/projects/" + p.id() + "/records", Map.of("question", "Who wrote it?", "questionType", "OTHER",
          "answerSentences", "Ada wrote it.", "source", "Ada wrote it.", "confirmDuplicate", "yes")); // the second is an exact duplicate
    }
    var r = ann.get("/projects/" + p.id() + "/export/nlpcc-dbqa");
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(r.body()).contains("cannot export as nlpcc-dbqa").contains("adjacent and ask the same question");
  }

  @Test
  void aMalformedImportAddsNothingAndNamesTheLine() throws Exception {
    Project p = server.project("bad", ProjectKind.ANSWER_SELECTION, Language.CHINESE, Map.of("OTHER", 5), server.ann);
    Browser ann = server.signedIn("ann");
    ann.get("/projects/" + p.id());
    var r = ann.postFile("/projects/" + p.id() + "/import", Map.of("format", "nlpcc-dbqa"), "file", "bad.tsv",
        "问题\t句子\t1\n只有一列\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(r.body()).contains("bad.tsv:2:");
    assertThat(server.server.services().records().list(p.id())).isEmpty();
  }
}
