package org.qakit.encode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbeddingCacheTest {
  @TempDir Path dir;

  private EmbeddingCache open() {
    return EmbeddingCache.open(dir, "m", 3, "fp-1");
  }

  private static float[] v(float x) {
    return new float[] {x, x + 1, x + 2};
  }

  @Test
  void storesAndFindsVectorsCountingHitsAndMisses() {
    try (var cache = open()) {
      assertThat(cache.get("a")).isNull();
      cache.putAll(List.of("a", "b"), new float[][] {v(1), v(2)});
      assertThat(cache.get("a")).containsExactly(1, 2, 3);
      assertThat(cache.get("b")).containsExactly(2, 3, 4);
      assertThat(cache.get("c")).isNull();
      assertThat(cache.size()).isEqualTo(2);
      assertThat(cache.hits()).isEqualTo(2);
      assertThat(cache.misses()).isEqualTo(2);
    }
  }

  @Test
  void survivesARestartAndKeepsOneRecordPerInput() throws IOException {
    try (var cache = open()) {
      cache.putAll(List.of("a", "b", "a"), new float[][] {v(1), v(2), v(9)});
      cache.putAll(List.of("b"), new float[][] {v(7)});
    }
    // header: 8 magic + 4 version + 4 dimension + 2 + 1 ("m") + 2 + 4 ("fp-1") = 25 bytes;
    // records: 32 key + 3 × 4 floats + 4 CRC = 48 bytes, two of them (the repeats were skipped)
    assertThat(Files.size(dir.resolve("m.emb"))).isEqualTo(25 + 2 * 48);
    try (var cache = open()) {
      assertThat(cache.size()).isEqualTo(2);
      assertThat(cache.get("a")).containsExactly(1, 2, 3);
      assertThat(cache.get("b")).containsExactly(2, 3, 4);
    }
  }

  @Test
  void refusesAFileOfAnotherModelBuildOrDimension() {
    try (var cache = open()) {
      cache.putAll(List.of("a"), new float[][] {v(1)});
    }
    assertThatThrownBy(() -> EmbeddingCache.open(dir, "m", 3, "fp-2"))
        .hasMessageEndingWith("m.emb: not an embedding cache of model m (3 dimensions, fingerprint fp-2…): it was written for"
            + " another model or another build of it; delete it or use another cache folder");
    assertThatThrownBy(() -> EmbeddingCache.open(dir, "m", 4, "fp-1")).hasMessageContaining("not an embedding cache of model m (4 dimensions");
  }

  @Test
  void aTornRecordAtTheEndIsIgnoredAndThenCutOff() throws IOException {
    try (var cache = open()) {
      cache.putAll(List.of("a", "b"), new float[][] {v(1), v(2)});
    }
    Path file = dir.resolve("m.emb");
    long good = Files.size(file);
    // a writer killed mid-record: 20 bytes of a 48-byte record
    Files.write(file, new byte[20], StandardOpenOption.APPEND);
    try (var cache = open()) {
      assertThat(cache.size()).isEqualTo(2);
      assertThat(Files.size(file)).isEqualTo(good);
      cache.putAll(List.of("c"), new float[][] {v(3)});
    }
    try (var cache = open()) {
      assertThat(cache.get("c")).containsExactly(3, 4, 5);
      assertThat(cache.size()).isEqualTo(3);
    }
  }

  @Test
  void aRecordWithABadChecksumEndsTheReadableFile() throws IOException {
    try (var cache = open()) {
      cache.putAll(List.of("a", "b"), new float[][] {v(1), v(2)});
    }
    Path file = dir.resolve("m.emb");
    byte[] bytes = Files.readAllBytes(file);
    bytes[25 + 48 + 40] ^= 1; // a bit of b's vector
    Files.write(file, bytes);
    try (var cache = open()) {
      assertThat(cache.get("a")).containsExactly(1, 2, 3);
      assertThat(cache.get("b")).isNull();
    }
  }

  @Test
  void twoInstancesWritingAtOnceLoseNothing() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try (var first = open(); var second = open()) {
      var futures = new ArrayList<Future<?>>();
      for (int t = 0; t < 4; t++) {
        var cache = t % 2 == 0 ? first : second;
        int thread = t;
        futures.add(pool.submit(() -> {
          for (int i = 0; i < 50; i++) {
            // inputs overlap across threads: i is shared, the thread adds its own every tenth one
            String input = i % 10 == 0 ? "t" + thread + "-" + i : "shared-" + i;
            cache.putAll(List.of(input), new float[][] {v(i)});
          }
        }));
      }
      for (var f : futures) {
        f.get();
      }
      // 45 shared inputs + 4 threads × 5 own = 65; the second instance sees the first one's records
      assertThat(second.get("t0-10")).containsExactly(10, 11, 12);
      assertThat(first.get("t1-20")).containsExactly(20, 21, 22);
    } finally {
      pool.shutdown();
    }
    try (var cache = open()) {
      assertThat(cache.size()).isEqualTo(65);
      assertThat(Files.size(dir.resolve("m.emb"))).isEqualTo(25 + 65 * 48);
    }
  }

  @Test
  void rejectsVectorsOfTheWrongLength() {
    try (var cache = open()) {
      assertThatThrownBy(() -> cache.putAll(List.of("a"), new float[][] {{1, 2}})).hasMessage("expected vectors of 3 dimensions, found 2");
      assertThatThrownBy(() -> cache.putAll(List.of("a", "b"), new float[][] {v(1)}))
          .hasMessage("expected one vector per input, found 2 inputs and 1 vectors");
    }
  }
}
