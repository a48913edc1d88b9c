package org.qakit.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.check.CheckRuns.mc;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.check.choice.DuplicateOptions;
import org.qakit.check.choice.EmptyOption;
import org.qakit.check.choice.GoldLongest;
import org.qakit.check.choice.LabelWidth;
import org.qakit.check.choice.OneGold;
import org.qakit.check.choice.OptionVariants;
import org.qakit.dataset.Dataset;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

class ChoiceChecksTest {
  private static final MultipleChoiceItem CLEAN = mc("ok", "Which is a gas?", "B", "iron", "oxygen", "salt", "wood");

  @Test
  void oneGoldFindsASecondOptionWithTheGoldTextUpToSpacingAndWidth() {
    var twice = mc("q1", "stem", "A", "salt and water", "oil", "salt  and water");
    var fullWidth = mc("q2", "stem", "B", "ＣＯ２", "CO2", "O2");
    var caseDiffers = mc("q3", "Genotypes?", "B", "WW or ww", "WW or Ww", "Ww only");
    var findings = CheckRuns.items(new OneGold(), twice, fullWidth, caseDiffers, CLEAN);
    assertThat(findings).extracting(Finding::item).containsExactly("q1", "q2");
    assertThat(findings.getFirst().message()).contains("option C 'salt  and water'").contains("gold option A");
    assertThat(findings.getFirst().severity()).isEqualTo(Severity.ERROR);
  }

  @Test
  void emptyOptionsAreErrorsAndSayWhenTheGoldIsEmpty() {
    var findings = CheckRuns.items(new EmptyOption(), mc("e", "stem", "B", "a", " ", "c"), CLEAN);
    assertThat(findings).singleElement().satisfies(f -> {
      assertThat(f.item()).isEqualTo("e");
      assertThat(f.message()).isEqualTo("option B is empty (it is the gold option)");
    });
  }

  @Test
  void duplicateDistractorsAreExactAndLeaveTheGoldToOneGold() {
    var dup = mc("d", "stem", "A", "gold", "same", "same", "other");
    var withGold = mc("g", "stem", "A", "gold", "gold", "x");
    var variants = mc("v", "stem", "A", "gold", "a b", "a  b");
    var findings = CheckRuns.items(new DuplicateOptions(), dup, withGold, variants, CLEAN);
    assertThat(findings).singleElement().satisfies(f -> assertThat(f.message()).isEqualTo("options B and C are both 'same'"));
  }

  @Test
  void variantsDifferOnlyInSpacingOrWidthNotInCase() {
    var spacing = mc("s", "stem", "A", "gold", "a b", "a  b");
    var width = mc("w", "stem", "A", "gold", "ＣＯ２", "CO2");
    var caseOnly = mc("c", "stem", "A", "gold", "Ww only", "WW only");
    var identical = mc("i", "stem", "A", "gold", "x", "x");
    var findings = CheckRuns.items(new OptionVariants(), spacing, width, caseOnly, identical, CLEAN);
    assertThat(findings).extracting(Finding::item).containsExactly("s", "w");
  }

  @Test
  void fullWidthLabelsAreFoundAndFixedThroughNfkc() {
    var item = MultipleChoiceItem.of("f", "stem", List.of(new Choice("Ａ", "x"), new Choice("B", "y")), "Ａ");
    var findings = CheckRuns.items(new LabelWidth(), item, CLEAN);
    assertThat(findings).singleElement()
        .satisfies(f -> assertThat(f.message()).isEqualTo("choice label 'Ａ' (U+FF21) is not half width; NFKC gives 'A' (the gold label)"));
    var log = new ChangeLog(null);
    Item fixed = new LabelWidth().fix(item, log);
    assertThat(((MultipleChoiceItem) fixed).labels()).containsExactly("A", "B");
    assertThat(((MultipleChoiceItem) fixed).answer()).isEqualTo("A");
    assertThat(log.changes()).singleElement().satisfies(c -> {
      assertThat(c.field()).isEqualTo("choices[Ａ].label");
      assertThat(c.before()).isEqualTo("Ａ");
      assertThat(c.after()).isEqualTo("A");
    });
    assertThat(new LabelWidth().fix(CLEAN, log)).isSameAs(CLEAN);
    var colliding = MultipleChoiceItem.of("x", "stem", List.of(new Choice("Ａ", "x"), new Choice("A", "y")), "A");
    assertThat(new LabelWidth().fix(colliding, log)).isSameAs(colliding);
  }

  @Test
  void goldLongestReportsTheRateAgainstChanceAndWarnsOnlyFarAboveIt() {
    // 12 items of 4 options, the gold (A) the unique longest in all: X = 12, E = 12 * 1/4 = 3,
    // Var = 12 * 1/4 * 3/4 = 2.25, z = (12 - 3) / 1.5 = 6.0 >= 3: a warning
    var biased = java.util.stream.IntStream.range(0, 12)
        .mapToObj(i -> (Item) mc("b" + i, "stem", "A", "the longest one", "bb", "cc", "dd")).toList();
    var findings = CheckRuns.dataset(new GoldLongest(), Dataset.of(biased));
    assertThat(findings).singleElement().satisfies(f -> {
      assertThat(f.severity()).isEqualTo(Severity.WARNING);
      assertThat(f.message()).startsWith("the gold option is the longest in 12 of 12 items with a unique longest option (100.0%; chance 25.0%, z = 6.0)");
    });
    // 4 items, gold longest in 1: X = 1, E = 1, z = 0: info; one tie (all length 2) is left out of N
    var fair = List.<Item>of(mc("f1", "s", "A", "aaaa", "b", "c", "d"), mc("f2", "s", "A", "a", "bbbb", "c", "d"),
        mc("f3", "s", "A", "a", "b", "cccc", "d"), mc("f4", "s", "A", "a", "b", "c", "dddd"), mc("tie", "s", "A", "aa", "bb", "cc", "dd"));
    assertThat(CheckRuns.dataset(new GoldLongest(), Dataset.of(fair))).singleElement().satisfies(f -> {
      assertThat(f.severity()).isEqualTo(Severity.INFO);
      assertThat(f.message()).startsWith("the gold option is the longest in 1 of 4 items with a unique longest option (25.0%; chance 25.0%, z = 0.0)");
    });
    assertThat(CheckRuns.dataset(new GoldLongest(), Dataset.of(List.of(CheckRuns.as("a", "q", "x", 1))))).isEmpty();
  }
}
