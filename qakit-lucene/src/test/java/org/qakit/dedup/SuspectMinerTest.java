package org.qakit.dedup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class SuspectMinerTest {
  @Test
  void eachPairIsListedOnceWithinAPoolAndPoolsAreNeverPaired() {
    List<AnalysedTexts> items = DedupFixtures.analysedItems();
    List<AnalysedTexts> other = List.of(
        DedupFixtures.analysed(DedupFixtures.mc("z1", "which gas do plants take in for photosynthesis", "carbon dioxide", "oxygen")),
        DedupFixtures.analysed(DedupFixtures.mc("z2", "which gas do fish take in", "oxygen", "carbon dioxide")));
    List<SuspectPair> pairs = SuspectMiner.mine(List.of(items, other), 3, 2);
    var seen = new HashSet<String>();
    for (SuspectPair p : pairs) {
      assertThat(seen.add(p.a().id() + " " + p.b().id()) && seen.add(p.b().id() + " " + p.a().id())).as("listed once").isTrue();
      assertThat(p.a().id().startsWith("z")).isEqualTo(p.b().id().startsWith("z"));
    }
    // q13 is q1 with its options shuffled: found, with every cosine 1
    assertThat(pairs).anySatisfy(p -> {
      assertThat(p.a().id() + " " + p.b().id()).isEqualTo("q1 q13");
      assertThat(p.similarity()).isEqualTo(1.0);
    });
    assertThat(pairs).anySatisfy(p -> assertThat(p.a().id() + " " + p.b().id()).isEqualTo("z1 z2"));
    assertThat(SuspectMiner.mine(List.of(items, other), 3, 1)).extracting(p -> p.a().id() + " " + p.b().id())
        .containsExactlyElementsOf(pairs.stream().map(p -> p.a().id() + " " + p.b().id()).toList());
  }

  @Test
  void theSampleSpreadsOverTheSimilarityBins() {
    List<AnalysedTexts> items = DedupFixtures.analysedItems();
    List<SuspectPair> pairs = SuspectMiner.mine(List.of(items), 5, 1);
    List<SuspectPair> sample = SuspectSample.stratified(pairs, 6, 2, 0.5, 3);
    assertThat(sample).hasSize(6);
    // two bins over [0.5, 1]: the draw alternates low, high while both have pairs; the only pairs above 0.5 are the two copies
    long high = pairs.stream().filter(p -> p.similarity() >= 0.75).count();
    assertThat(high).isEqualTo(2);
    assertThat(sample.get(1).similarity()).isGreaterThanOrEqualTo(0.75);
    assertThat(sample.get(3).similarity()).isGreaterThanOrEqualTo(0.75);
    assertThat(sample.get(0).similarity()).isLessThan(0.75);
    assertThat(sample.subList(4, 6)).allSatisfy(p -> assertThat(p.similarity()).isLessThan(0.75));
    assertThat(SuspectSample.stratified(pairs, 6, 2, 0.5, 3)).isEqualTo(sample);
    assertThat(SuspectSample.stratified(pairs, 1000, 2, 0.5, 3)).hasSize(pairs.size());
  }
}
