package org.qakit.kb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexProgress;
import org.qakit.model.Triple;

class KbStoreTest {
  @TempDir Path temp;

  static final String KB = String.join("\r\n",
      "李娜（网球运动员） ||| 别名 ||| 李娜、娜姐",
      "李娜（网球运动员） ||| 国籍 ||| 中国",
      "李娜（网球运动员） ||| 职业 ||| 网球运动员",
      "李娜（歌手） ||| 中文名 ||| 李娜",
      "李娜（歌手） ||| 职业 ||| 歌手",
      "红楼梦 ||| 作者 ||| 曹雪芹",
      "李娜（网球运动员） ||| 身高 ||| 172cm",
      "红楼梦 ||| 作 者 ||| 高鹗");

  Path write(String name, String text) throws IOException {
    return Files.writeString(temp.resolve(name), text);
  }

  KbStoreBuilder.Result build(Path out, int threads, boolean lenient, Path... files) throws IOException {
    return new KbStoreBuilder(threads, false, IndexProgress.NONE).build(out, "nlpcc-kbqa", List.of(files),
        lenient ? ReadOptions.LENIENT : ReadOptions.STRICT);
  }

  @Test
  void aKnowledgeBaseFileBecomesAStoreWithItsCounts() throws IOException {
    Path kb = write("kb.txt", KB);
    var r = build(temp.resolve("store"), 1, false, kb);
    KbStats s = r.stats();
    assertThat(s.triples()).isEqualTo(8);
    assertThat(s.lines()).isEqualTo(8);
    // keys: 李娜(网球运动员), 李娜(歌手), 红楼梦
    assertThat(s.subjects()).isEqualTo(3);
    // as written: 别名 国籍 职业 中文名 作者 身高 "作 者"
    assertThat(s.predicates()).isEqualTo(7);
    // runs: 李娜网 ×3, 李娜歌 ×2, 红楼梦 ×1, 李娜网 ×1, 红楼梦 ×1
    assertThat(s.runs()).isEqualTo(5);
    // names: 李娜(网球运动员), 李娜, 李娜、娜姐 (the whole alias), 娜姐, 李娜(歌手), 红楼梦
    assertThat(s.names()).isEqualTo(6);
    assertThat(s.skipped()).isZero();
    assertThat(s.bytes()).isPositive();
    assertThat(KbStats.read(temp.resolve("store"))).isEqualTo(s);
    assertThat(temp.toFile().list()).containsExactlyInAnyOrder("kb.txt", "store");
  }

  @Test
  void lookupsBySubjectPredicateAndName() throws IOException {
    Path kb = write("kb.txt", KB);
    build(temp.resolve("store"), 1, false, kb);
    try (KbStore store = KbStore.open(temp.resolve("store"))) {
      // any spelling of the subject; both runs, in input order, subjects as written
      assertThat(store.triples("李娜 (网球运动员)")).containsExactly(
          new Triple("李娜（网球运动员）", "别名", "李娜、娜姐"),
          new Triple("李娜（网球运动员）", "国籍", "中国"),
          new Triple("李娜（网球运动员）", "职业", "网球运动员"),
          new Triple("李娜（网球运动员）", "身高", "172cm"));
      // "作 者" normalises like "作者"
      assertThat(store.triples("红楼梦", "作者")).extracting(Triple::object).containsExactly("曹雪芹", "高鹗");
      assertThat(store.triples("红楼梦", "出版社")).isEmpty();
      assertThat(store.triples("水浒传")).isEmpty();
      // 李娜 names both: by alias (别名, 中文名) and by the subject without its disambiguator; key order
      assertThat(store.named("李娜")).containsExactly(new KnowledgeBase.Subject("李娜(歌手)", 2), new KnowledgeBase.Subject("李娜(网球运动员)", 4));
      // 娜姐 is listed in the first run only (3 triples); the later run of 1 triple does not carry it
      assertThat(store.named("娜姐")).containsExactly(new KnowledgeBase.Subject("李娜(网球运动员)", 3));
      assertThat(store.named("曹雪芹")).isEmpty();
      assertThat(store.popularity("红楼梦")).isEqualTo(2);
    }
  }

  @Test
  void mentionsAreEveryNameInTheText() throws IOException {
    build(temp.resolve("store"), 1, false, write("kb.txt", KB));
    try (KbStore store = KbStore.open(temp.resolve("store"))) {
      assertThat(store.mentions("红楼梦和李娜(歌手)")).containsExactly(
          new KnowledgeBase.Mention(0, 3, "红楼梦"),
          new KnowledgeBase.Mention(4, 6, "李娜"),
          new KnowledgeBase.Mention(4, 10, "李娜(歌手)"));
      assertThat(store.mentions("娜姐是谁")).containsExactly(new KnowledgeBase.Mention(0, 2, "娜姐"));
      assertThat(store.mentions("什么都没有")).isEmpty();
      assertThat(store.mentions("")).isEmpty();
    }
  }

  @Test
  void oneOrManyThreadsGiveTheSameStore() throws IOException {
    var sb = new StringBuilder();
    for (int s = 0; s < 3000; s++) {
      for (int p = 0; p < 1 + s % 4; p++) {
        sb.append("主语").append(s).append(" ||| 谓语").append(p).append(" ||| 宾语").append(s * p).append("\n");
      }
    }
    Path kb = write("big.txt", sb.toString());
    var one = build(temp.resolve("one"), 1, false, kb).stats();
    var three = build(temp.resolve("three"), 3, false, kb).stats();
    // 3000 subjects with 1..4 triples: 750 × (1+2+3+4) = 7500
    assertThat(one.triples()).isEqualTo(7500);
    assertThat(three.triples()).isEqualTo(7500);
    assertThat(List.of(three.subjects(), three.predicates(), three.names(), three.runs()))
        .isEqualTo(List.of(one.subjects(), one.predicates(), one.names(), one.runs()))
        .isEqualTo(List.of(3000L, 4L, 3000L, 3000L));
    try (KbStore a = KbStore.open(temp.resolve("one")); KbStore b = KbStore.open(temp.resolve("three"))) {
      for (String s : List.of("主语0", "主语7", "主语2999")) {
        assertThat(b.triples(s)).isEqualTo(a.triples(s)).isNotEmpty();
      }
    }
  }

  @Test
  void aMalformedLineStopsTheBuildWithItsLineUnlessLenient() throws IOException {
    Path kb = write("bad.txt", "红楼梦 ||| 作者 ||| 曹雪芹\n红楼梦 ||| 朝代\n红楼梦 |||  ||| 空\n水浒传 ||| 作者 ||| 施耐庵\n");
    Path out = temp.resolve("store");
    assertThatThrownBy(() -> build(out, 2, false, kb))
        .isInstanceOf(FormatException.class)
        .hasMessage(kb + ":2: expected 'subject ||| predicate ||| object', found one ' ||| ' in '红楼梦 ||| 朝代'");
    assertThat(temp.toFile().list()).containsExactly("bad.txt");

    var r = build(out, 2, true, kb);
    assertThat(r.stats().triples()).isEqualTo(2);
    assertThat(r.stats().skipped()).isEqualTo(2);
    assertThat(r.read().firstProblems()).extracting(p -> p.line()).containsExactly(2L, 3L);
  }

  @Test
  void nothingToStoreIsAnErrorAndATakenFolderIsRefused() throws IOException {
    Path empty = write("empty.txt", "");
    assertThatThrownBy(() -> build(temp.resolve("store"), 1, false, empty))
        .hasMessage("no triples were read from the inputs; nothing to store");
    Path taken = Files.createDirectories(temp.resolve("taken"));
    Files.writeString(taken.resolve("mine.txt"), "x");
    assertThatThrownBy(() -> build(taken, 1, false, write("kb.txt", KB)))
        .hasMessage(taken + ": the folder is not empty; choose another or pass --force to replace it");
    assertThatThrownBy(() -> new KbStoreBuilder(1, false, null).build(temp.resolve("s"), "csv", List.of(empty), ReadOptions.STRICT))
        .hasMessage("unknown knowledge-base format 'csv'; known: nlpcc-kbqa");
    assertThatThrownBy(() -> new KbStoreBuilder(0, false, null)).hasMessage("kb build: threads must be at least 1, found 0");
  }

  @Test
  void aQuestionFileGivesItsGoldTriples() throws IOException {
    Path q = write("questions.txt", String.join("\r\n",
        "<question id=1>\t《红楼梦》的作者是谁？", "<triple id=1>\t红楼梦 ||| 作者 ||| 曹雪芹", "<answer id=1>\t曹雪芹", "=".repeat(50),
        "<question id=2>\t水浒传的作者是谁？", "<triple id=2>\t水浒传 ||| 作者 ||| 施耐庵", "<answer id=2>\t施耐庵", "=".repeat(50), ""));
    var r = build(temp.resolve("store"), 1, false, q, write("kb.txt", KB));
    // 2 gold triples + 8 lines
    assertThat(r.stats().triples()).isEqualTo(10);
    try (KbStore store = KbStore.open(temp.resolve("store"))) {
      assertThat(store.triples("红楼梦", "作者")).extracting(Triple::object).containsExactly("曹雪芹", "曹雪芹", "高鹗");
      assertThat(store.triples("水浒传")).containsExactly(new Triple("水浒传", "作者", "施耐庵"));
    }
  }

  @Test
  void openRefusesAFolderThatIsNoStore() throws IOException {
    Path dir = Files.createDirectories(temp.resolve("plain"));
    assertThatThrownBy(() -> KbStore.open(dir))
        .hasMessage(dir + ": not a qakit knowledge base (no qakit-kb.json); build one with qakit kb build");
  }
}
