package org.qakit.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qakit.split.TestItems.item;
import static org.qakit.split.TestItems.ofType;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.qakit.model.Item;

class SplitterTest {
  @Test
  void ratiosGiveNamedOutputsInDatasetOrder() {
    var items = new ArrayList<Item>(ofType("q", "X", 10));
    Split split = Splitter.split(items, SplitSpec.ratios(Ratios.parse("60:10:30"), null, null, null, 42));
    assertThat(split.outputs()).extracting(Split.Output::path).containsExactly("train", "dev", "test");
    assertThat(split.outputs()).extracting(o -> o.items().size()).containsExactly(6, 1, 3);
    for (Split.Output o : split.outputs()) {
      assertThat(o.items()).isSortedAccordingTo((a, b) -> Integer.compare(items.indexOf(a), items.indexOf(b)));
    }
    var all = new HashSet<Item>();
    split.outputs().forEach(o -> all.addAll(o.items()));
    assertThat(all).containsExactlyInAnyOrderElementsOf(items);
  }

  @Test
  void kFoldPutsEveryItemInExactlyOneTestFoldAndTrainsOnTheRest() {
    var items = new ArrayList<Item>();
    items.addAll(ofType("a", "A", 6));
    items.addAll(ofType("b", "B", 4));
    Split split = Splitter.split(items, SplitSpec.folds(3, "question_type", null, 42));
    assertThat(split.outputs()).extracting(Split.Output::path)
        .containsExactly("fold-1/train", "fold-1/test", "fold-2/train", "fold-2/test", "fold-3/train", "fold-3/test");
    // A (6): 2, 2, 2. B (4): floors 1, 1, 1, one left, equal remainders and equal overall deficits
    // (10 − 3·3 = 1 each) → fold 1. Test folds 4, 3, 3.
    var tests = new ArrayList<Item>();
    int[] sizes = new int[3];
    for (int f = 0; f < 3; f++) {
      var train = split.outputs().get(2 * f).items();
      var test = split.outputs().get(2 * f + 1).items();
      sizes[f] = test.size();
      assertThat(train).doesNotContainAnyElementsOf(test).hasSize(10 - test.size());
      tests.addAll(test);
      assertThat(test.stream().filter(i -> i.id().startsWith("a")).count()).isEqualTo(2);
    }
    assertThat(sizes).containsExactly(4, 3, 3);
    assertThat(tests).hasSize(10).containsExactlyInAnyOrderElementsOf(items);
  }

  @Test
  void groupedKFoldNeedsAtLeastAsManyGroupsAsFolds() {
    var items = List.<Item>of(item("1", null, "g1"), item("2", null, "g1"), item("3", null, "g2"), item("4", null, "g3"));
    assertThatThrownBy(() -> Splitter.split(items, SplitSpec.folds(4, null, "group", 42)))
        .hasMessage("cannot make 4 folds from 3 groups; use at most 3 folds");
    Split three = Splitter.split(items, SplitSpec.folds(3, null, "group", 42));
    // groups of 2, 1, 1 → one per fold: test folds 2, 1, 1 items
    assertThat(three.outputs()).extracting(o -> o.path() + "=" + o.items().size())
        .containsExactly("fold-1/train=2", "fold-1/test=2", "fold-2/train=3", "fold-2/test=1", "fold-3/train=3", "fold-3/test=1");
  }

  @Test
  void unknownAndEmptyFieldsAreErrorsThatListTheFields() {
    var items = List.<Item>of(item("1", "A", null), item("2", "B", null));
    var ratios = Ratios.parse("50:50");
    assertThatThrownBy(() -> Splitter.split(items, SplitSpec.ratios(ratios, null, "qtype", null, 42)))
        .hasMessage("unknown item field 'qtype'; fields: kind, group, choices, candidates, answer, question_type, id~REGEX");
    assertThatThrownBy(() -> Splitter.split(items, SplitSpec.ratios(ratios, null, null, "group", 42)))
        .hasMessage("cannot group by 'group': no item has a value for it; fields with values: kind, choices, answer, question_type");
    assertThatThrownBy(() -> Splitter.split(List.of(), SplitSpec.ratios(ratios, null, null, null, 42)))
        .hasMessage("the dataset has no items to split");
  }

  @Test
  void namesMustMatchTheRatiosAndBeUsableAsFileNames() {
    var r = Ratios.parse("60:10:30");
    assertThatThrownBy(() -> SplitSpec.ratios(r, List.of("train", "test"), null, null, 1))
        .hasMessage("expected 3 names for the ratios 60:10:30, found 2 (train,test)");
    assertThatThrownBy(() -> SplitSpec.ratios(r, List.of("train", "dev", "dev"), null, null, 1))
        .hasMessage("split name 'dev' is given twice");
    assertThatThrownBy(() -> SplitSpec.ratios(r, List.of("train", "../dev", "test"), null, null, 1))
        .hasMessageStartingWith("expected split names of letters, digits, '.', '_' and '-'");
    assertThatThrownBy(() -> SplitSpec.ratios(Ratios.parse("25:25:25:25"), null, null, null, 1))
        .hasMessageStartingWith("the ratios 25:25:25:25 have 4 parts; name them (e.g. --names a,b,c,d)");
    assertThat(SplitSpec.ratios(Ratios.parse("80:20"), null, null, null, 1).names()).containsExactly("train", "test");
  }
}
