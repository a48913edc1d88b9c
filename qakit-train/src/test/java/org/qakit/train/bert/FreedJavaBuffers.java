package org.qakit.train.bert;

import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * What a garbage collection does to native memory that libtorch may still read: DJL builds an
 * array made from Java values ({@code NDManager.create}, and the scalar of {@code
 * NDArray.mul(Number)} and the like) over a Java direct buffer, which is freed once the array is
 * closed and a GC finds the buffer unreachable. {@link #freeAndReuse} forces that GC, waits for
 * the JDK's cleaner to free the buffers, and hands the freed memory out again filled with NaN, so
 * that a tensor still pointing there reads garbage at once rather than at a random later step.
 */
public final class FreedJavaBuffers {
  private FreedJavaBuffers() {}

  /**
   * Frees every unreachable direct buffer and reallocates small ones filled with NaN bytes.
   *
   * @return the new buffers: hold them until the check is done, so that their memory stays taken
   */
  public static List<ByteBuffer> freeAndReuse() {
    BufferPoolMXBean direct = ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class).stream()
        .filter(b -> b.getName().equals("direct")).findFirst().orElseThrow();
    long before = direct.getCount();
    // a buffer nobody holds, so that at least one is freed by the collection below
    ByteBuffer.allocateDirect(8);
    long previous = Long.MAX_VALUE;
    // at most 2 s: a slow cleaner makes the check weaker, never wrong
    for (int i = 0; i < 100; i++) {
      System.gc();
      sleep();
      long now = direct.getCount();
      if (now <= before && now == previous) {
        break;
      }
      previous = now;
    }
    var reused = new ArrayList<ByteBuffer>();
    for (int i = 0; i < 512; i++) {
      ByteBuffer b = ByteBuffer.allocateDirect(8 << (i % 6));
      while (b.hasRemaining()) {
        b.put((byte) 0xFF);
      }
      reused.add(b);
    }
    return reused;
  }

  private static void sleep() {
    try {
      Thread.sleep(20);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
