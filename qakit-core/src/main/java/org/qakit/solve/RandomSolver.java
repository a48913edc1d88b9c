package org.qakit.solve;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.zip.CRC32C;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/**
 * The chance baseline: every option or candidate gets a pseudo-random score in [0, 1) derived
 * from the seed, the item id and the option label (or candidate position), so the scores do not
 * depend on item order or threads. Expected accuracy is 1/k for k options.
 */
public final class RandomSolver extends ItemScorer {
  private final long seed;

  public RandomSolver(long seed) {
    this.seed = seed;
  }

  @Override
  public String id() {
    return "random";
  }

  @Override
  public String description() {
    return "chance baseline: a seeded pseudo-random score per option or candidate (seed " + seed + ")";
  }

  /** The evidence is the seed alone: {@code {"seed": 42}}. */
  @Override
  Map<String, Object> itemEvidence(Item item) {
    return Map.of("seed", seed);
  }

  @Override
  Scored score(MultipleChoiceItem item, Choice choice) {
    return new Scored(uniform(item.id() + "\u0000" + choice.label()), null);
  }

  @Override
  Scored score(AnswerSelectionItem item, int index, Candidate candidate) {
    return new Scored(uniform(item.id() + "\u0000" + index), null);
  }

  private double uniform(String key) {
    var crc = new CRC32C();
    crc.update(key.getBytes(StandardCharsets.UTF_8));
    long x = crc.getValue() ^ seed * 0x9E3779B97F4A7C15L;
    x ^= x >>> 33;
    x *= 0xff51afd7ed558ccdL;
    x ^= x >>> 33;
    x *= 0xc4ceb9fe1a85ec53L;
    x ^= x >>> 33;
    return (x >>> 11) * 0x1.0p-53;
  }
}
