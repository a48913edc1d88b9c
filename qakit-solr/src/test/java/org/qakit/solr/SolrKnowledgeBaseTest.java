package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.qakit.kb.KnowledgeBase.Mention;
import org.qakit.kb.KnowledgeBase.Subject;
import org.qakit.kb.SubjectRun;
import org.qakit.model.Triple;

/** Knowledge-base lookups on a 2-shard collection of the in-process SolrCloud (KbStoreTest's cases). */
@ExtendWith(TestCluster.Start.class)
class SolrKnowledgeBaseTest {
  private static final String COLLECTION = "kb-lookups";
  private static SolrKnowledgeBase kb;

  @BeforeAll
  static void build() throws Exception {
    TestCluster cluster = TestCluster.current();
    try (SolrNodes nodes = cluster.nodes()) {
      new SolrCollections(nodes).createKb(COLLECTION, 2, 1);
      // input positions 0-1, 2-5, 6 (李娜(网球运动员) again, later in the input), 7
      var runs = List.of(
          new SubjectRun("李娜（歌手）", 0, List.of("职业", "别名"), List.of("歌手", "李娜")),
          new SubjectRun("李娜 (网球运动员)", 2, List.of("职业", "别名", "国籍", "出生地"), List.of("网球运动员", "娜姐、李娜", "中国", "武汉")),
          new SubjectRun("李娜(网球运动员)", 6, List.of("身高"), List.of("172cm")),
          new SubjectRun("《红楼梦》", 7, List.of("作者"), List.of("曹雪芹")));
      var result = new SolrIndexer(nodes, COLLECTION, 3, 2, 10).indexRuns(sink -> runs.forEach(sink), null);
      assertThat(result).isEqualTo(new SolrIndexer.Result(4, 2, 0)); // batches of 3: runs 0-2, run 3
    }
    kb = SolrKnowledgeBase.open(String.join(",", cluster.urls()), COLLECTION);
  }

  @AfterAll
  static void close() {
    if (kb != null) {
      kb.close();
    }
  }

  @Test
  void runsAndTriplesOfAKeyComeInInputOrderWhateverTheShard() {
    assertThat(kb.runs("李娜(网球运动员)")).extracting(SubjectRun::seq).containsExactly(2L, 6L);
    assertThat(kb.triples("李娜（网球运动员）")).extracting(Triple::object).containsExactly("网球运动员", "娜姐、李娜", "中国", "武汉", "172cm");
    assertThat(kb.triples("李娜(网球运动员)", "身 高")).containsExactly(new Triple("李娜(网球运动员)", "身高", "172cm"));
    assertThat(kb.popularity("李娜(网球运动员)")).isEqualTo(5); // 4 + 1
    assertThat(kb.runs("nobody")).isEmpty();
  }

  @Test
  void namedSumsTheTriplesOfTheRunsCarryingTheNameByKey() {
    // 李娜: the disambiguated keys of both subjects (2 triples; 4 + 1) and the alias
    assertThat(kb.named("李娜")).containsExactly(new Subject("李娜(歌手)", 2), new Subject("李娜(网球运动员)", 5));
    assertThat(kb.named("娜姐")).containsExactly(new Subject("李娜(网球运动员)", 4)); // the alias is in the run at 2 only
  }

  @Test
  void mentionsAreTheSpansThatAreNamesByStartThenEnd() {
    assertThat(kb.mentions("红楼梦的李娜(歌手)")).containsExactly(
        new Mention(0, 3, "红楼梦"),
        new Mention(4, 6, "李娜"),
        new Mention(4, 10, "李娜(歌手)"));
    assertThat(kb.mentions("娜姐是谁")).containsExactly(new Mention(0, 2, "娜姐"));
    assertThat(kb.mentions("")).isEmpty();
  }

  @Test
  void aCorpusCollectionIsNotAKnowledgeBase() {
    try (var nodes = TestCluster.current().nodes()) {
      new SolrCollections(nodes).create("kb-not", "en:english-porter", 1, 1);
      try {
        assertThatThrownBy(() -> SolrKnowledgeBase.open(String.join(",", nodes.urls()), "kb-not"))
            .hasMessage("collection kb-not has schema 'qakit en:english-porter', not 'qakit kb nfkc-lower-nospace': it is not a"
                + " knowledge base of this qakit; build one with qakit kb build --backend solr --collection NAME");
      } finally {
        new SolrCollections(nodes).delete("kb-not");
      }
    }
    assertThat(kb.describe()).isEqualTo("solr:kb-lookups");
  }
}
