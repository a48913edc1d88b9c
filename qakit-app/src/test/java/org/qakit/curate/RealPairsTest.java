package org.qakit.curate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.qakit.dedup.PairParts;
import org.qakit.dedup.RealPair;
import org.qakit.dedup.RealPairsFile;
import org.qakit.task.DataHome;
import org.qakit.testing.SharedData;

/** The committed hand-labelled pairs (benchmarks/dedup/pairs.tsv) against the real datasets. */
class RealPairsTest {
  static final Path PAIRS = Path.of("../benchmarks/dedup/pairs.tsv");

  @Test
  void theFileHoldsAtLeast600PairsWhoseIdsAreAllTrainOrDevItems() throws IOException {
    List<RealPair> pairs = RealPairsFile.read(PAIRS);
    assertThat(pairs).hasSizeGreaterThanOrEqualTo(600);
    long duplicates = pairs.stream().filter(RealPair::duplicate).count();
    assertThat(duplicates).as("both labels occur").isBetween(100L, (long) pairs.size() - 100);
    TaskItemPools pools = TaskItemPools.read(List.of("gkmc", "geotsqa", "arc-easy", "arc-challenge"), List.of("train", "dev"),
        DataHome.at(SharedData.root()), Path.of(".."));
    assertThat(pools.sources()).hasSize(6).noneMatch(s -> s.contains("/test"));
    Set<String> ids = pools.byId().keySet();
    assertThat(pools.items()).isEqualTo(1280 + 813 + 2251 + 570 + 1119 + 299);
    assertThat(pairs).allSatisfy(p -> assertThat(ids).as(p.a() + " " + p.b()).contains(p.a(), p.b()));
    // within and across datasets
    assertThat(pairs).anyMatch(p -> RealPair.dataset(p.a()).equals("gkmc") && RealPair.dataset(p.b()).equals("geotsqa"))
        .anyMatch(p -> RealPair.dataset(p.a()).equals("arc-easy") && RealPair.dataset(p.b()).equals("arc-challenge"));
  }

  @Test
  void theSixtyTwentyTwentySplitPutsNoItemInTwoParts() throws IOException {
    List<RealPair> pairs = RealPairsFile.read(PAIRS);
    List<PairParts.Part> parts = PairParts.split(pairs, 7);
    Map<String, PairParts.Part> partOf = new HashMap<>();
    for (int i = 0; i < pairs.size(); i++) {
      for (String id : List.of(pairs.get(i).a(), pairs.get(i).b())) {
        PairParts.Part before = partOf.putIfAbsent(id, parts.get(i));
        assertThat(before == null || before == parts.get(i)).as(id + " sits in one part").isTrue();
      }
    }
    for (PairParts.Part p : PairParts.Part.values()) {
      long n = parts.stream().filter(x -> x == p).count();
      double share = p == PairParts.Part.TRAIN ? 0.6 : 0.2;
      assertThat((double) n / pairs.size()).as(p.toString()).isCloseTo(share, org.assertj.core.data.Offset.offset(0.03));
      assertThat(java.util.stream.IntStream.range(0, pairs.size()).filter(i -> parts.get(i) == p)
          .anyMatch(i -> pairs.get(i).duplicate())).as(p + " holds duplicates").isTrue();
    }
  }
}
