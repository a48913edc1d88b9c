package org.qakit.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analyzers;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.select.NumberMentions.Mention;
import org.qakit.text.Language;

/** The language-aware feature families on hand-made items, with hand-computed values. */
class LanguageFeaturesTest {
  static Analyzer zh;
  static Analyzer en;

  @BeforeAll
  static void analysers() {
    zh = Analyzers.forLanguage(Language.CHINESE);
    en = Analyzers.forLanguage(Language.ENGLISH);
  }

  @AfterAll
  static void close() {
    zh.close();
    en.close();
  }

  static AnswerSelectionItem item(String question, String... candidates) {
    return AnswerSelectionItem.of("q", question, java.util.Arrays.stream(candidates).map(c -> new Candidate(null, c, 0)).toList());
  }

  @Test
  void questionWordsGiveTheExpectedAnswerType() {
    assertThat(QuestionType.of("济南日报报业集团什么时候成立的？", Language.CHINESE)).isEqualTo(QuestionType.TIME);
    assertThat(QuestionType.of("爱新觉罗·旻宁哪年去世的？", Language.CHINESE)).isEqualTo(QuestionType.TIME);
    assertThat(QuestionType.of("他的出生日期是什么？", Language.CHINESE)).isEqualTo(QuestionType.TIME);
    assertThat(QuestionType.of("《无事生非》是谁导演的？", Language.CHINESE)).isEqualTo(QuestionType.PERSON);
    assertThat(QuestionType.of("三好市的政府位于什么地方？", Language.CHINESE)).isEqualTo(QuestionType.PLACE);
    assertThat(QuestionType.of("“年”字有多少笔？", Language.CHINESE)).isEqualTo(QuestionType.NUMBER);
    assertThat(QuestionType.of("天赋可以分为几类？", Language.CHINESE)).isEqualTo(QuestionType.NUMBER);
    assertThat(QuestionType.of("他几乎做了什么？", Language.CHINESE)).isEqualTo(QuestionType.OTHER); // 几乎 is no 几
    assertThat(QuestionType.of("比热容用什么符号表示？", Language.CHINESE)).isEqualTo(QuestionType.OTHER);
    assertThat(QuestionType.of("When was the Eiffel Tower built?", Language.ENGLISH)).isEqualTo(QuestionType.TIME);
    assertThat(QuestionType.of("what year did the war end", Language.ENGLISH)).isEqualTo(QuestionType.TIME);
    assertThat(QuestionType.of("who wrote hamlet", Language.ENGLISH)).isEqualTo(QuestionType.PERSON);
    assertThat(QuestionType.of("where is the nile", Language.ENGLISH)).isEqualTo(QuestionType.PLACE);
    assertThat(QuestionType.of("how many moons does mars have", Language.ENGLISH)).isEqualTo(QuestionType.NUMBER);
    assertThat(QuestionType.of("what is a glacier", Language.ENGLISH)).isEqualTo(QuestionType.OTHER);
    assertThat(QuestionType.of("Kdy zemřel Karel IV.?", Language.CZECH)).isEqualTo(QuestionType.OTHER); // cs: no rules
  }

  @Test
  void numberMentionsReadArabicAndChineseNumeralsWithTheirUnits() {
    // 365 and 38.60 (= 38.6) each followed by 万 (the longest unit at that point)
    assertThat(NumberMentions.find("库容量365万立方米，死库容38.60万立方米。", Language.CHINESE))
        .containsExactly(new Mention("365", "万", false), new Mention("38.6", "万", false));
    // 三十 = 3·10 = 30 before 年 (a date unit); 67 before 岁
    assertThat(NumberMentions.find("道光三十年正月崩于圆明园，终年67岁。", Language.CHINESE))
        .containsExactly(new Mention("67", "岁", false), new Mention("30", "年", true));
    // 二〇〇一 digit by digit = 2001; 2010-05 is a yyyy-mm date; the lone 一 of 一个 is not counted
    assertThat(NumberMentions.find("二〇〇一年建成，2010-05扩建一个车间", Language.CHINESE))
        .containsExactly(new Mention("2010", "", true), new Mention("5", "", true), new Mention("2001", "年", true));
    assertThat(NumberMentions.find("About 1,200 people came on May 5, 2001.", Language.ENGLISH))
        .containsExactly(new Mention("1200", "people", false), new Mention("5", "", true), new Mention("2001", "", true));
    assertThat(NumberMentions.chineseValue("两千五百")).isEqualTo(2500L);       // 2·1000 + 5·100
    assertThat(NumberMentions.chineseValue("三亿五千万")).isEqualTo(350_000_000L); // 3·10^8 + 5000·10^4
    assertThat(NumberMentions.chineseValue("一千零五")).isEqualTo(1005L);
    assertThat(NumberMentions.chineseValue("万一")).isNull();
    assertThat(NumberMentions.chineseValue("三四十")).isNull();
  }

  @Test
  void answerTypeFeaturesFireWhenTheCandidateHoldsTheAskedKind() {
    var f = new AnswerTypeFeatures(Language.CHINESE);
    var time = item("济南日报报业集团什么时候成立的？", "2002年，济南日报报业集团成立。", "集团有员工3000人。");
    var ctx = Context.of(time, zh);
    // TIME question: 2002年 is a date the question lacks -> type-time 1; 3000人 is no date and there is no time word -> 0
    assertThat(f.values(time, 0, ctx)).containsExactly(1, 0, 0, 0);
    assertThat(f.values(time, 1, ctx)).containsExactly(0, 0, 0, 0);
    var person = item("《无事生非》是谁导演的？", "导演：肯尼思·布拉纳", "影片于1993年上映。");
    var pctx = Context.of(person, zh);
    // 思·布: a middle dot between Han characters (and the role word 导演) -> person cue
    assertThat(f.values(person, 0, pctx)).containsExactly(0, 1, 0, 0);
    assertThat(f.values(person, 1, pctx)).containsExactly(0, 0, 0, 0);
    var number = item("“年”字有多少笔？", "笔划：6", "部首：干");
    var nctx = Context.of(number, zh);
    assertThat(f.values(number, 0, nctx)).containsExactly(0, 0, 0, 1);
    assertThat(f.values(number, 1, nctx)).containsExactly(0, 0, 0, 0);
    var place = item("where is the nile", "It flows in Africa.", "It is long.");
    var ectx = Context.of(place, en);
    var fe = new AnswerTypeFeatures(Language.ENGLISH);
    assertThat(fe.values(place, 0, ectx)).containsExactly(0, 0, 1, 0); // "in Africa": in + capitalised word
    assertThat(fe.values(place, 1, ectx)).containsExactly(0, 0, 0, 0);
    assertThat(new AnswerTypeFeatures(Language.CZECH).values(place, 0, ectx)).containsExactly(0, 0, 0, 0);
  }

  @Test
  void numberFeaturesCompareTheQuestionsNumbersWithTheCandidates() {
    var f = new NumberFeatures(Language.CHINESE);
    var it = item("乔许·汉米尔顿2001年上场多少次？", "2001年，汉密尔顿只上场了27次。", "他出生于1981年5月17日。", "他是外野手。");
    var ctx = Context.of(it, zh);
    // Nq = {2001}. c0: Nc = {2001, 27}: match 1/1, new {27} -> ln 2, 27 has the unit 次 -> ln 2,
    //   its only date (2001, 年) is the question's -> date-new 0
    assertThat(f.values(it, 0, ctx)).containsExactly(new double[] {1, Math.log(2), Math.log(2), 0}, within(1e-12));
    // c1: Nc = {1981, 5, 17} (年, 月, 日): match 0/1, new 3 -> ln 4, all three have units -> ln 4, new dates -> 1
    assertThat(f.values(it, 1, ctx)).containsExactly(new double[] {0, Math.log(4), Math.log(4), 1}, within(1e-12));
    assertThat(f.values(it, 2, ctx)).containsExactly(0, 0, 0, 0);
    // a question with no number: number-match is 0, not NaN
    var none = item("他是谁？", "他生于1981年。");
    assertThat(f.values(none, 0, Context.of(none, zh))).containsExactly(new double[] {0, Math.log(2), Math.log(2), 1}, within(1e-12));
  }

  @Test
  void entityOverlapFindsTheTopicAndWhatIsAskedAboutIt() {
    var f = new EntityOverlapFeatures(Language.CHINESE);
    var it = item("《逮捕王》的主演是谁？", "主演：朴重勋 李善均", "《逮捕王》是一部韩国电影。");
    var ctx = Context.of(it, zh);
    // question chars 逮捕王的主演是谁; the longest prefix some candidate holds: 逮捕王 (candidate 1)
    assertThat(EntityOverlapFeatures.topic(ctx)).isEqualTo("逮捕王");
    // rest r = 的主演是谁 (5 chars), bigrams {的主, 主演, 演是, 是谁}
    // c0 (主演朴重勋李善均): span 逮捕王 absent -> 0; topic absent -> 0; bigrams 1/4; longest common substring 主演 = 2/5
    assertThat(f.values(it, 0, ctx)).containsExactly(new double[] {0, 0, 0.25, 0.4}, within(1e-12));
    // c1 (逮捕王是一部韩国电影): span 1/1, topic 1, no rest bigram, longest common substring 是 = 1/5
    assertThat(f.values(it, 1, ctx)).containsExactly(new double[] {1, 1, 0, 0.2}, within(1e-12));
    assertThat(EntityOverlapFeatures.spans("“年”字有多少笔？", Language.CHINESE)).containsExactly("年");
    // en: capitalised runs except the first word; trailing dot stripped; no topic rule
    assertThat(EntityOverlapFeatures.spans("Who founded Apple Inc. in California?", Language.ENGLISH))
        .containsExactly("apple inc", "california");
    var e = item("Who founded Apple Inc. in California?", "Apple Inc. was founded by Steve Jobs.", "It grew.");
    var ectx = Context.of(e, en);
    var fe = new EntityOverlapFeatures(Language.ENGLISH);
    assertThat(fe.values(e, 0, ectx)).containsExactly(0.5, 0, 0, 0); // apple inc found, california not: 1/2
    assertThat(fe.values(e, 1, ectx)).containsExactly(0, 0, 0, 0);
  }

  @Test
  void attributeFeaturesReadInfoboxKeysAgainstTheQuestion() {
    var f = new AttributeFeatures(Language.CHINESE);
    var it = item("拉菲尔·纳达尔双打的最高排名是多少？", "双打最高排名：26", "2005年，他获得冠军。", "笔划：6");
    var ctx = Context.of(it, zh);
    // key 双打最高排名: bigrams {双打, 打最, 最高, 高排, 排名}; the question has all but 打最 -> 4/5
    assertThat(f.values(it, 0, ctx)).containsExactly(new double[] {1, 0.8}, within(1e-12));
    assertThat(f.values(it, 1, ctx)).containsExactly(0, 0); // no key-value line
    assertThat(f.values(it, 2, ctx)).containsExactly(1, 0); // key 笔划 not in the question
    assertThat(AttributeFeatures.key("政府地址：德岛县三好市")).isEqualTo("政府地址");
    assertThat(AttributeFeatures.key("他说，理由如下：一是……")).isNull(); // a comma before the colon: prose
    assertThat(AttributeFeatures.key("Born: 1950")).isNull(); // no Han character in the key
    assertThat(new AttributeFeatures(Language.ENGLISH).values(it, 0, ctx)).containsExactly(0, 0);
  }
}
