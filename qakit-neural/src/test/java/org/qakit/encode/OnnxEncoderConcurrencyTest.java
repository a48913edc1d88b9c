package org.qakit.encode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * bge-small-zh used from several threads at once. Before {@link SessionPool}, closing an encoder
 * while another thread encoded freed the onnxruntime session under the running graph and killed
 * the JVM with SIGSEGV in libonnxruntime.so (reproduced every time); here that thread gets an
 * {@link IllegalStateException} instead. A crash fails the build (the test JVM dies).
 */
class OnnxEncoderConcurrencyTest {

  @Test
  void closingWhileAnotherThreadEncodesWaitsForItsRunsAndFailsItCleanly() throws Exception {
    // texts of more than 512 tokens are cut and counted, so truncated() > 0 proves runs are under way
    var texts = new ArrayList<String>();
    for (int i = 0; i < 200; i++) {
      texts.add("第" + i + "句：" + "长城是古代中国的军事防御工程，东起山海关，西至嘉峪关。".repeat(25));
    }
    var encoder = OnnxEncoder.open(Models.BGE_SMALL_ZH, new EncoderConfig(2, 1));
    var executor = Executors.newSingleThreadExecutor();
    try {
      Future<float[][]> encoding = executor.submit(() -> encoder.encodePassages(texts));
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
      while (encoder.truncated() < 2 && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      assertThat(encoder.truncated()).isGreaterThanOrEqualTo(2);
      encoder.close();
      assertThatThrownBy(() -> encoding.get(120, TimeUnit.SECONDS)).hasCauseInstanceOf(IllegalStateException.class)
          .hasMessageContaining("model bge-small-zh-v15-q: the encoder is closed");
      assertThatThrownBy(() -> encoder.encodePassage("长城")).isInstanceOf(IllegalStateException.class);
      encoder.close(); // a second close does nothing
    } finally {
      executor.shutdownNow();
      encoder.close();
    }
  }

  @Test
  void concurrentCallersGetTheVectorsOfOneCallerBitForBit() throws Exception {
    var texts = new ArrayList<String>();
    for (int i = 0; i < 24; i++) {
      texts.add("第" + i + "题：" + "黄河流经黄土高原，携带大量泥沙。".repeat(1 + i % 5));
    }
    // batch size 4: the batches (texts sorted by length) are the same in every call, so the
    // vectors must be too, whichever sessions and workers run them
    try (var encoder = OnnxEncoder.open(Models.BGE_SMALL_ZH, new EncoderConfig(2, 4))) {
      float[][] alone = encoder.encodePassages(texts);
      var executor = Executors.newFixedThreadPool(3);
      try {
        var calls = new ArrayList<Future<float[][]>>();
        for (int c = 0; c < 3; c++) {
          calls.add(executor.submit(() -> encoder.encodePassages(texts)));
        }
        for (Future<float[][]> call : calls) {
          float[][] v = call.get(300, TimeUnit.SECONDS);
          for (int i = 0; i < texts.size(); i++) {
            assertThat(v[i]).as("text %d", i).containsExactly(alone[i]);
          }
        }
      } finally {
        executor.shutdownNow();
      }
    }
  }

  @Test
  void aClosedEncoderRefusesTexts() {
    var encoder = OnnxEncoder.open(Models.BGE_SMALL_ZH, new EncoderConfig(1, 1));
    encoder.close();
    assertThatThrownBy(() -> encoder.encodePassages(List.of("黄河"))).isInstanceOf(IllegalStateException.class)
        .hasMessage("model bge-small-zh-v15-q: the encoder is closed");
  }
}
