package org.qakit.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BatchWorkersTest {

  @Test
  void everyItemReachesOneWorkerInBatchesAndEveryWorkerEndsOnce() {
    var seen = new ConcurrentLinkedQueue<Integer>();
    var sizes = new ConcurrentLinkedQueue<Integer>();
    var ends = new AtomicInteger();
    var work = new BatchWorkers.Work<Integer>() {
      @Override
      public void batch(List<Integer> batch) {
        seen.addAll(batch);
        sizes.add(batch.size());
      }

      @Override
      public void end() {
        ends.incrementAndGet();
      }
    };
    try (var workers = new BatchWorkers<>("test", 3, 4, "a test thread stopped early", "testing", work)) {
      for (int i = 0; i < 10; i++) {
        workers.add(i);
      }
      workers.finish();
    }
    // 10 items in batches of 4: 4 + 4 + 2; each of the 3 workers runs its end step once
    assertThat(seen).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    assertThat(sizes).containsExactlyInAnyOrder(4, 4, 2);
    assertThat(ends).hasValue(3);
  }

  @Test
  void aWorkersIoFailureIsRethrownUncheckedAndTheOthersStop() {
    var ends = new AtomicInteger();
    var work = new BatchWorkers.Work<String>() {
      @Override
      public void batch(List<String> batch) throws IOException {
        if (batch.contains("bad")) {
          throw new IOException("disk full");
        }
      }

      @Override
      public void end() {
        ends.incrementAndGet();
      }
    };
    assertThatThrownBy(() -> {
      try (var workers = new BatchWorkers<>("test", 2, 1, "a test thread stopped early", "testing", work)) {
        workers.add("ok");
        workers.add("bad");
        workers.finish();
      }
    }).isInstanceOf(UncheckedIOException.class).hasMessageContaining("disk full");
    // the failed worker ran no end step; the other one was sent the end and ran it
    assertThat(ends).hasValue(1);
  }

  @Test
  void threadsAndBatchSizeMustBePositive() {
    assertThatThrownBy(() -> new BatchWorkers<String>("test", 0, 1, "died", "testing", b -> {}))
        .hasMessage("batch workers: threads and batch size must be at least 1, found 0 and 1");
  }
}
