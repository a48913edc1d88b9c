package org.qakit.testing;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Where the test suite's time goes: for every test class, its wall time, the CPU time of the test
 * JVM while it ran, and the CPU time of the processes it started and waited for (child JVMs,
 * chromedriver with its chromium, trec_eval), appended to {@code target/test-cpu.tsv} (one line per
 * class, from every fork; then its start and end in seconds since the epoch and the fork's process
 * id, so that a run's timeline can be drawn). {@code tools/test-cpu.sh} sums it per pass and lists the costliest classes. Registered through
 * {@code META-INF/services}; classes run one at a time in a fork, so the deltas are the class's own.
 */
public final class TestCpuListener implements TestExecutionListener {
  private static final Path OUT = Path.of("target", "test-cpu.tsv");
  /** Linux clock ticks per second, the unit of {@code /proc/self/stat}'s child times. */
  private static final double TICKS = 100.0;
  private long wallStart;
  private long cpuStart;
  private double childStart;

  @Override
  public void executionStarted(TestIdentifier id) {
    if (isClass(id)) {
      wallStart = System.nanoTime();
      cpuStart = processCpuNanos();
      childStart = childCpuSeconds();
    }
  }

  @Override
  public void executionFinished(TestIdentifier id, TestExecutionResult result) {
    if (!isClass(id)) {
      return;
    }
    String name = ((ClassSource) id.getSource().orElseThrow()).getClassName();
    String suite = System.getProperty("qakit.test.postgres", "").isEmpty() ? "h2" : "postgresql";
    double wall = (System.nanoTime() - wallStart) / 1e9;
    double end = System.currentTimeMillis() / 1e3;
    String line = String.format(java.util.Locale.ROOT, "%s\t%s\t%.2f\t%.2f\t%.2f\t%.1f\t%.1f\t%d%n", name, suite,
        wall, (processCpuNanos() - cpuStart) / 1e9, childCpuSeconds() - childStart, end - wall, end, ProcessHandle.current().pid());
    try {
      Files.createDirectories(OUT.getParent());
      Files.writeString(OUT, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      System.err.println("TestCpuListener: cannot write " + OUT + ": " + e.getMessage());
    }
  }

  /** A top-level test class, not a suite ({@code SolrClusterTests}), whose classes are counted one by one. */
  private static boolean isClass(TestIdentifier id) {
    return id.isContainer() && id.getSource().filter(ClassSource.class::isInstance).isPresent()
        && UniqueId.parse(id.getUniqueId()).getLastSegment().getType().equals("class");
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }

  /** cutime + cstime of /proc/self/stat (fields 16 and 17), 0 where there is no /proc. */
  private static double childCpuSeconds() {
    try {
      String stat = Files.readString(Path.of("/proc/self/stat"));
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      return (Long.parseLong(f[13]) + Long.parseLong(f[14])) / TICKS;
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }
}
