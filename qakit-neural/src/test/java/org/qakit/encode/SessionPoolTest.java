package org.qakit.encode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.onnxruntime.OrtSession;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The lending rules of {@link SessionPool}, on the tiny id-echo graph; synchronised by latches, never by timing. */
class SessionPoolTest {
  private static final byte[] GRAPH = TinyModels.idEchoEncoder(2L);

  @Test
  void concurrentRunsHoldDistinctSessions() throws Exception {
    try (var pool = new SessionPool(GRAPH, 2, "tiny")) {
      Set<OrtSession> held = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
      var bothInside = new CyclicBarrier(2);
      var executor = Executors.newFixedThreadPool(2);
      try {
        Runnable run = () -> pool.apply(s -> {
          held.add(s);
          try {
            bothInside.await(10, TimeUnit.SECONDS); // both runs are inside apply at once
          } catch (Exception e) {
            throw new IllegalStateException(e);
          }
          return null;
        });
        Future<?> a = executor.submit(run);
        Future<?> b = executor.submit(run);
        a.get(20, TimeUnit.SECONDS);
        b.get(20, TimeUnit.SECONDS);
      } finally {
        executor.shutdownNow();
      }
      assertThat(pool.size()).isEqualTo(2);
      assertThat(held).hasSize(2);
    }
  }

  @Test
  void closeWaitsForTheRunInProgressAndThenRefusesNewRuns() throws Exception {
    var pool = new SessionPool(GRAPH, 1, "model tiny");
    var inside = new CountDownLatch(1);
    var release = new CountDownLatch(1);
    var closed = new AtomicBoolean();
    var executor = Executors.newFixedThreadPool(2);
    try {
      Future<Boolean> run = executor.submit(() -> pool.apply(s -> {
        inside.countDown();
        try {
          release.await();
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
        return closed.get(); // whether the session was freed under the run: must be false
      }));
      assertThat(inside.await(10, TimeUnit.SECONDS)).isTrue();
      Future<?> closing = executor.submit(() -> {
        pool.close();
        closed.set(true);
      });
      assertThat(closing.isDone()).isFalse(); // it cannot finish: the run still holds the only session
      release.countDown();
      assertThat(run.get(20, TimeUnit.SECONDS)).isFalse();
      closing.get(20, TimeUnit.SECONDS);
      assertThat(closed).isTrue();
      assertThatThrownBy(() -> pool.apply(s -> null)).isInstanceOf(IllegalStateException.class)
          .hasMessage("model tiny: the encoder is closed");
    } finally {
      executor.shutdownNow();
    }
  }

  @Test
  void aGraphOnnxruntimeCannotLoadNamesTheOwner() {
    assertThatThrownBy(() -> new SessionPool(new byte[] {1, 2, 3}, 2, "model broken"))
        .isInstanceOf(ModelException.class).hasMessageStartingWith("model broken: onnxruntime cannot load the graph");
  }

  @Test
  void rejectsAnEmptyPool() {
    assertThatThrownBy(() -> new SessionPool(GRAPH, 0, "tiny")).hasMessage("tiny: expected at least 1 session, found 0");
  }
}
