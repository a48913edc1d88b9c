package org.qakit.encode;

import org.qakit.embed.TextRole;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CachedEncoderTest {
  @TempDir Path dir;

  /** Encodes a text as (length, first char, 1) and records every text it was asked for. */
  private static final class CountingEncoder implements Encoder {
    final List<String> seen = new ArrayList<>();
    final ModelSpec spec = TinyModels.echoSpec(Pooling.MEAN, 512).withDimension(3);

    @Override
    public ModelSpec model() {
      return spec;
    }

    @Override
    public synchronized float[][] encode(List<String> texts, TextRole role) {
      float[][] out = new float[texts.size()][];
      for (int i = 0; i < texts.size(); i++) {
        String input = spec.input(texts.get(i), role);
        seen.add(input);
        out[i] = new float[] {input.length(), input.isEmpty() ? 0 : input.charAt(0), 1};
      }
      return out;
    }

    @Override
    public long truncated() {
      return 0;
    }

    @Override
    public void close() {}
  }

  @Test
  void encodesOnlyWhatTheCacheLacksOnceEachAndRemembersAcrossRestarts() {
    var counting = new CountingEncoder();
    try (var cached = new CachedEncoder(counting, EmbeddingCache.open(dir, "tiny-echo", 3, "fp"))) {
      float[][] v = cached.encodePassages(List.of("ab", "c", "ab"));
      assertThat(v[0]).containsExactly(2, 'a', 1);
      assertThat(v[2]).containsExactly(2, 'a', 1);
      assertThat(counting.seen).containsExactly("ab", "c");
      cached.encodePassages(List.of("c", "d"));
      assertThat(counting.seen).containsExactly("ab", "c", "d");
      assertThat(cached.cache().hits()).isEqualTo(1);
    }
    var fresh = new CountingEncoder();
    try (var cached = new CachedEncoder(fresh, EmbeddingCache.open(dir, "tiny-echo", 3, "fp"))) {
      assertThat(cached.encodePassages(List.of("ab", "c", "d"))[2]).containsExactly(1, 'd', 1);
      assertThat(fresh.seen).isEmpty();
    }
  }

  @Test
  void aQueryAndAPassageOfOneTextAreTwoEntries() {
    var counting = new CountingEncoder();
    try (var cached = new CachedEncoder(counting, EmbeddingCache.open(dir, "tiny-echo", 3, "fp"))) {
      // the echo spec's query prefix is "query: " (7 characters)
      assertThat(cached.encodeQuery("ab")).containsExactly(9, 'q', 1);
      assertThat(cached.encodePassage("ab")).containsExactly(2, 'a', 1);
      assertThat(cached.encodeQuery("ab")).containsExactly(9, 'q', 1);
      assertThat(counting.seen).containsExactly("query: ab", "ab");
      assertThat(cached.cache().size()).isEqualTo(2);
    }
  }

  @Test
  void refusesACacheOfAnotherDimension() {
    var counting = new CountingEncoder();
    try (var cache = EmbeddingCache.open(dir, "tiny-echo", 4, "fp")) {
      assertThatThrownBy(() -> new CachedEncoder(counting, cache))
          .hasMessageContaining("model tiny-echo: cache ").hasMessageEndingWith("tiny-echo.emb holds 4-dimensional vectors, the encoder makes 3");
    }
  }

  @Test
  void refusesAnOnnxEncoderThatBatches() {
    byte[] tokenizer = TinyModels.bertTokenizer();
    byte[] graph = TinyModels.idEchoEncoder(2L);
    ModelSpec spec = TinyModels.echoSpec(Pooling.CLS, 512);
    try (var batching = OnnxEncoder.open(ModelFiles.of(spec, graph, tokenizer, "fp"), new EncoderConfig(1, 8));
        var cache = EmbeddingCache.open(dir, spec.id(), 2, batching.fingerprint())) {
      assertThatThrownBy(() -> new CachedEncoder(batching, cache)).hasMessage("model tiny-echo: the embedding cache needs batch size 1"
          + " (larger batches give vectors that depend on their neighbours), found 8");
    }
  }
}
