import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import org.qakit.corpus.Importers;
import org.qakit.format.ReadOptions;

/**
 * Reads a corpus's JSON Lines part files with qakit's {@code jsonl} importer on one thread, PASSES
 * times, and prints each pass's thread CPU time and allocation: the reading side of an index build
 * without the indexing (docs/benchmarks.md, issue 22). Usage:
 * {@code java -cp qakit-app/target/qakit.jar tools/ReadBench.java target/bench/corpus-1000000-seed42/docs 3}.
 */
public class ReadBench {
  public static void main(String[] args) throws Exception {
    var mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    var files = new ArrayList<Path>();
    try (var s = Files.newDirectoryStream(Path.of(args[0]), "part-*.jsonl")) {
      s.forEach(files::add);
    }
    Collections.sort(files);
    var importer = Importers.get("jsonl");
    for (int pass = 1; pass <= Integer.parseInt(args[1]); pass++) {
      long cpu = mx.getCurrentThreadCpuTime();
      long bytes = mx.getCurrentThreadAllocatedBytes();
      long[] passages = {0};
      for (Path f : files) {
        importer.read(f, ReadOptions.STRICT, p -> passages[0]++);
      }
      System.out.printf("pass %d: %,d passages, thread CPU %.2f s, allocated %,.0f MB%n", pass, passages[0],
          (mx.getCurrentThreadCpuTime() - cpu) / 1e9, (mx.getCurrentThreadAllocatedBytes() - bytes) / 1e6);
    }
  }
}
