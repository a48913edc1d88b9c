package org.qakit.dedup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DeduplicatorTest {
  @TempDir Path dir;

  private static DuplicateMatcher matcher(List<AnalysedTexts> items) throws IOException {
    List<LabelledPair> pairs = PairGenerator.generate(items, SuspectSearch.of(items), 12, 3);
    return DuplicateMatcher.train(DuplicateMatcher.rows(pairs, items, DedupFixtures.WHITESPACE), 0.5);
  }

  @Test
  void theSuspectsOfAnItemAreTheOtherItemsMostLikeIt() throws IOException {
    var items = DedupFixtures.analysedItems();
    int[] s = SuspectSearch.of(items).suspects(0, 3, j -> true);
    assertThat(s).hasSize(3);
    assertThat(s[0]).isEqualTo(12); // q13, the shuffled copy of q1
  }

  @Test
  void findsTheCopiesAsClustersTheSameWithOneOrTwoThreads() throws IOException {
    var items = DedupFixtures.analysedItems();
    DuplicateMatcher m = matcher(items);
    Deduplicator.Result one = new Deduplicator(m, 5, 1).within(items);
    Deduplicator.Result two = new Deduplicator(m, 5, 2).within(items);
    assertThat(one.clusters()).extracting(DuplicateClusters.Cluster::members)
        .containsExactly(List.of(0, 12), List.of(1, 13));
    assertThat(two.clusters()).isEqualTo(one.clusters());
    assertThat(one.accepted()).allMatch(p -> p.probability() >= 0.5);
  }

  @Test
  void leakageReportsTheTestItemsWithACopyInTrain() throws IOException {
    var all = DedupFixtures.analysedItems();
    var train = all.subList(0, 12);
    var test = all.subList(12, 14);
    Deduplicator.Leakage l = new Deduplicator(matcher(all), 10, 1).leakage(train, test);
    assertThat(l.leaks()).extracting(Deduplicator.Leak::test, Deduplicator.Leak::train)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(0, 0), org.assertj.core.groups.Tuple.tuple(1, 1));
    assertThat(l.rate()).isEqualTo(1.0);
  }

  @Test
  void generatedPairsAreDeterministicBalancedAndRoundTripThroughTheirFile() throws IOException {
    var items = DedupFixtures.analysedItems();
    var pairs = PairGenerator.generate(items, SuspectSearch.of(items), 10, 9);
    assertThat(PairGenerator.generate(items, SuspectSearch.of(items), 10, 9)).isEqualTo(pairs);
    // 10 anchors × 2 rewrites = 20 positives; no exact duplicate (q13 is shuffled); every fifth anchor held out
    assertThat(pairs).filteredOn(p -> p.label() == 1).hasSize(20);
    assertThat(pairs).filteredOn(p -> p.label() == 0).extracting(LabelledPair::kind).contains("random", "retrieved");
    assertThat(pairs).filteredOn(LabelledPair::heldOut).isNotEmpty();
    Path f = dir.resolve("pairs.jsonl");
    LabelledPairsFile.write(f, pairs);
    assertThat(LabelledPairsFile.read(f)).isEqualTo(pairs);
    assertThat(Files.readString(f)).doesNotContain("photosynthesis");
  }

  @Test
  void badPairsFilesAndUnknownIdsAreRefusedWithTheLine() throws IOException {
    Path f = dir.resolve("bad.jsonl");
    Files.writeString(f, "{\"a\":\"q1\",\"b\":\"q2\",\"label\":0,\"kind\":\"random\"}\n{\"a\":\"q1\",\"label\":2,\"kind\":\"x\",\"b\":\"q3\"}\n");
    assertThatThrownBy(() -> LabelledPairsFile.read(f)).hasMessage(f + ":2: pair of 'q1': expected label 0 or 1, found 2");
    var items = DedupFixtures.analysedItems();
    assertThatThrownBy(() -> DuplicateMatcher.rows(List.of(LabelledPair.of("q1", "q99", 0, "random", false)), items,
        DedupFixtures.WHITESPACE)).hasMessage("labelled pair 1: item 'q99' is not in the data read");
  }
}
