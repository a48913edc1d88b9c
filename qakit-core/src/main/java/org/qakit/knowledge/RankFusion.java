package org.qakit.knowledge;

import java.util.List;

/**
 * Merges ranked lists of hits for one query (each already in {@link HitOrder#RANKING} order) into
 * one list. Implementations state their formula; a passage's text and title are taken from the
 * first list that holds it, its score is the fused score, and the result is cut at {@code k} by
 * {@link HitOrder#RANKING}.
 */
public interface RankFusion {

  /** The fused top {@code k} of {@code rankings}. */
  List<Hit> fuse(List<List<Hit>> rankings, int k);

  /** The formula and its parameters, e.g. {@code rrf(k=60)}. */
  String describe();
}
