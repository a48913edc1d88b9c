package org.qakit.serve.ab;

import java.util.SplittableRandom;

/**
 * The order an auditor sees a pair in: the real question first or second, drawn from a generator
 * seeded by auditor and pair, so that each auditor gets an order of their own that does not follow
 * the file. The order drawn is stored the first time the pair is shown ({@link AbTests}), so a
 * reload, or a later change of this rule, never shows the auditor another order.
 */
public final class AbOrder {
  private AbOrder() {}

  /** Whether auditor {@code auditorId} sees the real question of pair {@code pairId} first. */
  public static boolean realFirst(long auditorId, long pairId) {
    return new SplittableRandom(auditorId * 0x9E3779B97F4A7C15L ^ pairId * 0xC2B2AE3D27D4EB4FL ^ 0x5DEECE66DL).nextBoolean();
  }
}
