package org.qakit.kb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexProgress;
import org.qakit.kb.KnowledgeBase.Mention;

/** Alias predicates as names, and the fuzzy and partial mentions of {@link KbStore#nearMentions}, on a base in the NLPCC layout. */
class KbNearMentionsTest {
  @TempDir Path temp;

  private KbStore build(String... lines) throws IOException {
    Path kb = Files.write(temp.resolve("kb.txt"), List.of(lines));
    new KbStoreBuilder(1, false, IndexProgress.NONE).build(temp.resolve("store"), "nlpcc-kbqa", List.of(kb), ReadOptions.STRICT);
    return KbStore.open(temp.resolve("store"));
  }

  @Test
  void theBaseOwnAliasPredicatesNameTheirSubject() throws IOException {
    try (KbStore s = build("济青高速铁路 ||| 简称 ||| 济青高铁", "济青高速铁路 ||| 全长 ||| 307.9公里", "空气干燥 ||| 外文名 ||| Air Drying",
        "刘德华 ||| 出生地 ||| 香港")) {
      assertThat(s.mentions("济青高铁有多长")).contains(new Mention(0, 4, "济青高铁"));
      assertThat(s.named("济青高铁")).extracting(KnowledgeBase.Subject::key).containsExactly("济青高速铁路");
      assertThat(s.named("airdrying")).extracting(KnowledgeBase.Subject::key).containsExactly("空气干燥");
      assertThat(s.named("香港")).isEmpty(); // 出生地 names a place, not the subject
    }
  }

  @Test
  void aNameWithinOneEditOrBegunByTheQuestionIsANearMention() throws IOException {
    try (KbStore s = build("机械设计基础 ||| 作者 ||| 杨可桢", "中国福利彩票 ||| 发行机构 ||| 中国福利彩票发行管理中心", "李娜 ||| 职业 ||| 歌手")) {
      // one substitution (计 → 汁) in a name of 6 characters
      assertThat(s.nearMentions("机械设汁基础的作者是谁")).contains(new Mention(0, 6, "机械设计基础"));
      // the question names only the beginning of the name
      assertThat(s.nearMentions("中国福利彩的发行机构")).contains(new Mention(0, 5, "中国福利彩票"));
      // a name as written is not a near mention, and short names are never fuzzy
      assertThat(s.nearMentions("机械设计基础的作者")).noneMatch(m -> m.name().equals("机械设计基础") && m.start() == 0 && m.end() == 6);
      assertThat(s.nearMentions("李那的职业")).isEmpty();
      assertThat(s.nearMentions("")).isEmpty();
    }
  }
}
