package org.qakit.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.junit.jupiter.api.Test;
import org.qakit.text.Language;

class HanLpAnalyzerTest {
  private static final Analysis HANLP = Analysis.of(Language.CHINESE, "hanlp");

  static List<String> tokens(Analysis analysis, String text) {
    try (Analyzer a = analysis.analyzer()) {
      return Analyzers.tokens(a, "text", text);
    }
  }

  @Test
  void segmentsIntoHanLpWordsAndDropsPunctuationAsSmartcnDoes() {
    assertThat(tokens(HANLP, "长江发源于青藏高原")).containsExactly("长江", "发源", "于", "青藏", "高原");
    // HanLP keeps the person name 曹雪芹 whole, where smartcn splits it into 曹 / 雪 / 芹;
    // ：。…%《》，are dropped (no letter or digit), as smartcn drops them
    assertThat(tokens(HANLP, "笔划：6。…% 《红楼梦》的作者是曹雪芹，生于1715年。"))
        .containsExactly("笔划", "6", "红楼梦", "的", "作者", "是", "曹雪芹", "生于", "1715", "年");
    assertThat(tokens(Analysis.of(Language.CHINESE), "《红楼梦》的作者是曹雪芹"))
        .containsExactly("红楼梦", "的", "作者", "是", "曹", "雪", "芹");
    // a decimal stays one token (smartcn: 2 / 26); Latin words are lower-cased
    assertThat(tokens(HANLP, "姚明身高2.26米，是NBA球员。")).containsExactly("姚明", "身高", "2.26", "米", "是", "nba", "球员");
    assertThat(tokens(HANLP, "谁是中华人民共和国第一任国家主席？"))
        .containsExactly("谁", "是", "中华人民共和国", "第一", "任", "国家", "主席");
  }

  @Test
  void foldsFullWidthLowerCasesAndStemsLatinWordsLikeSmartcn() {
    // ＡＢＣ１２３ -> abc 123 (CJKWidthCharFilter); Running dogs -> run dog (lower case, Porter)
    assertThat(tokens(HANLP, "ＡＢＣ１２３ Running dogs！")).containsExactly("abc", "123", "run", "dog");
    assertThat(tokens(Analysis.of(Language.CHINESE), "ＡＢＣ１２３ Running dogs！")).containsExactly("abc", "123", "run", "dog");
    assertThat(tokens(HANLP, "")).isEmpty();
    assertThat(tokens(HANLP, "，。！")).isEmpty();
  }

  @Test
  void tokensCarryOffsetsIntoTheOriginalTextAndHanLpTags() throws IOException {
    var seen = new ArrayList<String>();
    try (Analyzer a = HANLP.analyzer(); var ts = a.tokenStream("text", "姚明，身高2.26米")) {
      var term = ts.addAttribute(CharTermAttribute.class);
      var offset = ts.addAttribute(OffsetAttribute.class);
      var type = ts.addAttribute(TypeAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        seen.add(term + "@" + offset.startOffset() + "-" + offset.endOffset() + "/" + type.type());
      }
      ts.end();
      assertThat(offset.endOffset()).isEqualTo(10); // 姚 明 ， 身 高 2 . 2 6 米: 10 chars
    }
    // 姚明 0-2 (nr: person name), ， 2-3 dropped, 身高 3-5, 2.26 5-9 (m: numeral), 米 9-10 (q: measure word)
    assertThat(seen).containsExactly("姚明@0-2/nr", "身高@3-5/n", "2.26@5-9/m", "米@9-10/q");
  }

  @Test
  void theAnalysisIsChosenByNameAndRecordedById() {
    assertThat(HANLP.id()).isEqualTo("zh:hanlp");
    assertThat(Analysis.of(Language.CHINESE).id()).isEqualTo("zh:smartcn");
    assertThat(Analysis.of("zh", null)).isEqualTo(Analysis.of(Language.CHINESE, "smartcn"));
    assertThat(Analysis.of("ZH", "hanlp")).isEqualTo(HANLP);
    assertThat(Analysis.parse("zh:hanlp")).isEqualTo(HANLP);
    assertThat(Analyzers.names(Language.CHINESE)).containsExactly("smartcn", "hanlp");
    assertThat(HANLP.analyzer()).isInstanceOf(HanLpAnalyzer.class);
    assertThatThrownBy(() -> Analysis.of("en", "hanlp"))
        .hasMessage("unknown analyzer 'hanlp' for language en; expected one of english-porter");
    assertThatThrownBy(() -> Analysis.of("zh", "jieba"))
        .hasMessage("unknown analyzer 'jieba' for language zh; expected one of smartcn, hanlp");
    assertThatThrownBy(() -> Analysis.parse("hanlp"))
        .hasMessage("expected an analyzer id LANG:NAME such as zh:smartcn, found 'hanlp'");
  }
}
