package org.qakit.distract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.analysis.Analyzers;
import org.qakit.model.Choice;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.text.Language;

class DistractorRankerTest {

  private static MultipleChoiceItem q(String id, String stem, String answer, String... distractors) {
    var choices = new ArrayList<Choice>();
    choices.add(new Choice("A", answer));
    for (int i = 0; i < distractors.length; i++) {
      choices.add(new Choice(String.valueOf((char) ('B' + i)), distractors[i]));
    }
    return MultipleChoiceItem.of(id, stem, choices, "A");
  }

  private static final List<String> VOCAB = List.of("mitosis", "meiosis", "osmosis", "granite", "basalt", "marble",
      "the moon", "photosynthesis", "respiration", "fermentation", "iron", "copper", "zinc", "1 kg", "10 kg", "gravity");

  private static final List<MultipleChoiceItem> TRAIN = List.of(
      q("t1", "cell division that makes gametes is", "meiosis", "mitosis", "osmosis"),
      q("t2", "plants make sugar by", "photosynthesis", "respiration", "fermentation"),
      q("t3", "a rock formed from lava is", "basalt", "granite", "marble"),
      q("t4", "body cells divide by", "mitosis", "meiosis", "osmosis"),
      q("t5", "a metal used in wires is", "copper", "iron", "zinc"),
      q("t6", "energy is released from food by", "respiration", "photosynthesis", "fermentation"));

  @Test
  void featuresOfOneCandidateByHand() {
    var analyzer = Analyzers.forLanguage(Language.ENGLISH);
    var symbols = new PhraseForm.Symbols();
    PhraseForm q = PhraseForm.of("the mass of a brick", analyzer, symbols);
    PhraseForm a = PhraseForm.of("1 kg", analyzer, symbols);
    PhraseForm c = PhraseForm.of("10 kg", analyzer, symbols);
    double[] f = DistractorFeatures.of(q, a, c, 2, 0, null, null, null);
    // terms {1, kg} vs {10, kg}: 1/3; trigrams of " 1 kg " {" 1 ", "1 k", " kg", "kg "} and of " 10 kg "
    // {" 10", "10 ", "0 k", " kg", "kg "}: 2 shared of 7 → 2/7; no term of c in q → 0; 2 words each → 1;
    // suffixes "kg" = "kg" → 1; both hold digits → 1; ln(1 + 2); ln(1 + 0) = 0
    assertThat(f).containsExactly(new double[] {1.0 / 3, 2.0 / 7, 0, 1, 1, 1, Math.log(3), 0}, within(1e-12));
  }

  @Test
  void coOccurrenceLeavesTheTrainingQuestionOut() {
    var co = new OptionCooccurrence(TRAIN);
    // meiosis and mitosis are options together in t1 and t4
    assertThat(co.pairCount("meiosis", "mitosis", null)).isEqualTo(2);
    assertThat(co.pairCount("meiosis", "mitosis", TRAIN.get(0))).isEqualTo(1);
    assertThat(co.distractorCount("osmosis", null)).isEqualTo(2);
    assertThat(co.distractorCount("osmosis", TRAIN.get(3))).isEqualTo(1);
  }

  @Test
  void suggestsTheOptionsThatKeepCompanyWithTheAnswerAndNeverTheAnswer() {
    DistractorRanker r = DistractorRanker.train(TRAIN, VOCAB, null, 5, 1);
    var top = r.suggest("cells copy themselves by", "mitosis", 2);
    assertThat(top).extracting(DistractorRanker.Suggestion::text).containsExactlyInAnyOrder("meiosis", "osmosis");
    assertThat(r.suggest("x", "mitosis", VOCAB.size())).extracting(DistractorRanker.Suggestion::text)
        .doesNotContain("mitosis").hasSize(VOCAB.size() - 1);
    assertThat(r.featureNames()).hasSize(8).contains("cooccurrence");
    Map<String, Double> m = DistractorEvaluation.evaluate(r, List.of(q("v1", "sex cells form by", "meiosis", "mitosis", "osmosis")));
    assertThat(m.get("r@10")).isEqualTo(1.0);
    assertThat(DistractorRanker.train(TRAIN, VOCAB, null, 5, 1).suggest("a", "basalt", 3))
        .extracting(DistractorRanker.Suggestion::text, DistractorRanker.Suggestion::score)
        .isEqualTo(r.suggest("a", "basalt", 3).stream().map(x -> org.assertj.core.groups.Tuple.tuple(x.text(), x.score())).toList());
  }

  @Test
  void badArgumentsAreRefused() {
    assertThatThrownBy(() -> DistractorRanker.train(TRAIN, VOCAB, null, 0, 1))
        .hasMessage("expected at least 1 negative per question, found 0");
    assertThatThrownBy(() -> DistractorRanker.train(TRAIN, List.of(), null, 3, 1))
        .hasMessage("expected a candidate vocabulary, found none");
  }
}
