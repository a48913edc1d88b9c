package org.qakit.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.check.CheckRuns.mc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.qakit.check.split.ExactLeak;
import org.qakit.check.split.NearLeak;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;

class SplitChecksTest {
  @Test
  void exactLeaksCompareNormalisedQuestionsAndForMultipleChoiceTheOptionSet() {
    var train = List.of(kb("t1", "请问新加坡的官方语言是什么？"), mc("t2", "Gases have", "A", "mass", "no mass"), kb("t3", "other"));
    var test = List.of(kb("d1", "请问新加坡的官方语言是什么?"), mc("d2", "gases  HAVE", "B", "no mass", "mass"),
        mc("d3", "Gases have", "A", "volume", "no volume"));
    var findings = CheckRuns.split(new ExactLeak(), train, test);
    // NFKC turns the full-width ？ into ?; d2 has t2's options in another order; d3 other options
    assertThat(findings).extracting(Finding::item).containsExactly("t1", "t2");
    assertThat(findings.getFirst().message()).isEqualTo("the other split's item 'd1' asks the same question: '请问新加坡的官方语言是什么？'");
  }

  @Test
  void nearLeaksUseWordBigramJaccardAndLeaveExactOnesOut() {
    // "how are glacier caves formed" / "how are glacier caves formed ?" : the same after normalisation (exact)
    // A = how are glacier caves formed in winter: 6 bigrams; B = how are glacier caves formed in summer: 6 bigrams,
    // 5 shared: J = 5 / 7 = 0.71 < 0.8; C = how are the glacier caves formed in winter: 7 bigrams, shared with A 5
    // ("how are", "glacier caves", "caves formed", "formed in", "in winter"): J = 5 / 8 = 0.625;
    // D = A + "time": 7 bigrams, all 6 of A shared: J = 6 / 7 = 0.857 >= 0.8
    var train = List.of(kb("a", "how are glacier caves formed in winter"));
    var other = List.of(kb("b", "how are glacier caves formed in summer"), kb("c", "how are the glacier caves formed in winter"),
        kb("d", "how are glacier caves formed in winter time"), kb("e", "How are glacier caves formed in winter?"));
    var findings = CheckRuns.split(new NearLeak(), train, other);
    assertThat(findings).singleElement().satisfies(f -> assertThat(f.message())
        .isEqualTo("near-duplicate of the other split's item 'd' (Jaccard 0.86): 'how are glacier caves formed in winter' / 'how are glacier caves formed in winter time'"));
  }

  @Test
  void prefixFilteringFindsWhatComparingEveryPairFinds() {
    // random questions over a 12-word vocabulary, so that many pairs are near the threshold
    var random = new Random(7);
    String[] vocabulary = "a b c d e f g h i j k l".split(" ");
    List<Item> left = new ArrayList<>();
    List<Item> right = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      (i % 2 == 0 ? left : right).add(kb("q" + i, sentence(random, vocabulary)));
    }
    var fast = CheckRuns.split(new NearLeak(), left, right);
    int expected = 0;
    for (Item l : left) {
      boolean any = false;
      for (Item r : right) {
        double j = bruteJaccard(l.question(), r.question());
        any |= j >= 0.8 - 1e-9 && !TextKeys.questionKey(l).equals(TextKeys.questionKey(r));
      }
      expected += any ? 1 : 0;
    }
    assertThat(expected).isGreaterThan(5);
    assertThat(fast).hasSize(expected);
  }

  private static String sentence(Random random, String[] vocabulary) {
    int n = 3 + random.nextInt(4);
    var words = new ArrayList<String>();
    for (int i = 0; i < n; i++) {
      words.add(vocabulary[random.nextInt(4)]);
    }
    return String.join(" ", words);
  }

  private static double bruteJaccard(String a, String b) {
    var x = bigrams(a);
    var y = bigrams(b);
    var union = new java.util.HashSet<>(x);
    union.addAll(y);
    x.retainAll(y);
    return (double) x.size() / union.size();
  }

  private static java.util.Set<String> bigrams(String s) {
    String[] w = s.split(" ");
    var out = new java.util.HashSet<String>();
    for (int i = 0; i + 1 < w.length; i++) {
      out.add(w[i] + " " + w[i + 1]);
    }
    return out;
  }

  private static KbQuestionItem kb(String id, String question) {
    return new KbQuestionItem(id, question, List.of("x"), null, Map.of());
  }
}
