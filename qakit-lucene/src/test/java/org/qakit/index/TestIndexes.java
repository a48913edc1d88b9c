package org.qakit.index;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.embed.TextEncoder;
import org.qakit.model.Passage;
import org.qakit.text.Language;

/** Small helpers for building test indexes. */
public final class TestIndexes {
  private TestIndexes() {}

  /** Builds an index of {@code passages} in {@code dir} with the given threads, recording no input files. */
  public static IndexStats build(Path dir, Language language, int threads, List<Passage> passages) throws IOException {
    return new IndexBuilder(language, threads, false, IndexProgress.NONE)
        .build(dir, PassageSource.of(passages), "test", List.of(), passages.size());
  }

  /** As {@link #build}, with each passage's vector from {@code encoder}. */
  public static IndexStats build(Path dir, Language language, int threads, List<Passage> passages, TextEncoder encoder)
      throws IOException {
    return new IndexBuilder(language, threads, false, IndexProgress.NONE).withVectors(encoder)
        .build(dir, PassageSource.of(passages), "test", List.of(), passages.size());
  }
}
