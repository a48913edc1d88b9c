package org.qakit.task;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.qakit.io.AtomicFile;

/**
 * The SHA-256 of each file fetched or imported into a data home whose checksum the registry does
 * not know, recorded the first time and checked every time after. The file is {@value #NAME} at
 * the data home's root, in {@code sha256sum}'s format ({@code <64 hex><2 spaces><path>}, one line
 * per file, sorted by path), so {@code cd ~/.qakit/data && sha256sum -c SHA256SUMS} checks it too.
 */
public final class Checksums {
  /** The file's name in the data home. */
  public static final String NAME = "SHA256SUMS";

  private final Path file;
  private final Map<String, String> byPath;

  private Checksums(Path file, Map<String, String> byPath) {
    this.file = file;
    this.byPath = byPath;
  }

  /** The checksums recorded in {@code home}; none when it has no {@value #NAME}. */
  public static Checksums in(Path home) throws IOException {
    Path file = home.resolve(NAME);
    var byPath = new TreeMap<String, String>();
    if (Files.isRegularFile(file)) {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.isBlank()) {
          continue;
        }
        if (!line.matches("[0-9a-f]{64}  \\S.*")) {
          throw new IllegalArgumentException(file + ":" + (i + 1) + ": expected '<sha256 as 64 lower-case hex>  <path>', found '" + line + "'");
        }
        byPath.put(line.substring(66), line.substring(0, 64));
      }
    }
    return new Checksums(file, byPath);
  }

  /** The checksum recorded for {@code path} (relative to the data home), if any. */
  public Optional<String> get(String path) {
    return Optional.ofNullable(byPath.get(path));
  }

  /** Records {@code sha256} for {@code path} and rewrites the file whole (never half written). */
  public void record(String path, String sha256) throws IOException {
    byPath.put(path, sha256);
    AtomicFile.write(file, out -> {
      for (var e : byPath.entrySet()) {
        out.write(e.getValue() + "  " + e.getKey() + "\n");
      }
    });
  }

  /** The file the checksums are kept in. */
  public Path file() {
    return file;
  }
}
