package org.qakit.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The small original sample of every format that ships inside qakit: the demo reads them and the
 * format contract tests use them as fixtures. A sample lives under {@code
 * qakit/samples/<format>/} on the classpath with a {@code files.txt} listing its files; the paths
 * to read are the distinct first segments of those files, in order.
 */
public final class Samples {
  private static final String ROOT = "qakit/samples/";

  private Samples() {}

  /** Copies the sample of {@code formatId} into {@code dir} and returns the paths to read. */
  public static List<Path> materialize(String formatId, Path dir) throws IOException {
    List<String> files = files(formatId);
    var roots = new LinkedHashSet<Path>();
    for (String f : files) {
      Path target = dir.resolve(f);
      Files.createDirectories(target.getParent());
      try (InputStream in = open(formatId + "/" + f)) {
        Files.copy(in, target);
      }
      roots.add(dir.resolve(f.contains("/") ? f.substring(0, f.indexOf('/')) : f));
    }
    return new ArrayList<>(roots);
  }

  /** Whether a sample exists for {@code formatId}. */
  public static boolean exists(String formatId) {
    return Samples.class.getClassLoader().getResource(ROOT + formatId + "/files.txt") != null;
  }

  static List<String> files(String formatId) throws IOException {
    try (InputStream in = open(formatId + "/files.txt")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .map(String::strip)
          .filter(l -> !l.isEmpty() && !l.startsWith("#"))
          .toList();
    }
  }

  private static InputStream open(String resource) {
    InputStream in = Samples.class.getClassLoader().getResourceAsStream(ROOT + resource);
    if (in == null) {
      throw new UncheckedIOException(new IOException("no sample resource " + ROOT + resource));
    }
    return in;
  }
}
