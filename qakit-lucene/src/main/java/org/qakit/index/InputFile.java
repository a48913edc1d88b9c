package org.qakit.index;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.qakit.io.InputDigest;
import org.qakit.io.Sha256;

/**
 * One file an index was built from, with its size and SHA-256, so that a rebuilt index can be told
 * apart from one over other data.
 *
 * @param path the path as given on the command line (a file inside a given folder: folder/relative)
 * @param size bytes
 * @param sha256 lower-case hex SHA-256 of the bytes
 */
public record InputFile(String path, long size, String sha256) {
  public InputFile {
    if (path == null || path.isBlank()) {
      throw new IllegalArgumentException("input file: path must not be blank");
    }
    if (size < 0) {
      throw new IllegalArgumentException("input file " + path + ": size must be >= 0, found " + size);
    }
    if (sha256 == null || !sha256.matches("[0-9a-f]{64}")) {
      throw new IllegalArgumentException("input file " + path + ": expected 64 lower-case hex digits of SHA-256, found " + sha256);
    }
  }

  /** The files of the given paths: a file as itself, a folder as its regular files in path order. */
  public static List<InputFile> of(List<Path> paths) throws IOException {
    var out = new ArrayList<InputFile>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(p)) {
          files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path f : files) {
          out.add(of(f, p.toString() + "/" + p.relativize(f).toString().replace('\\', '/')));
        }
      } else {
        out.add(of(p, p.toString()));
      }
    }
    return List.copyOf(out);
  }

  /**
   * The files of an input's checksum, named as {@link #of(List)} names them: a file alone by its
   * path, a folder's files as {@code folder/relative}, a file read with files beside it (a dictd
   * index and its dictionary) each by its own path.
   */
  public static List<InputFile> of(InputDigest digest) {
    Path p = digest.path();
    if (!digest.manifest()) {
      var m = digest.members().getFirst();
      return List.of(new InputFile(p.toString(), m.size(), m.sha256()));
    }
    boolean folder = Files.isDirectory(p);
    return digest.members().stream()
        .map(m -> new InputFile(folder ? p + "/" + m.relative() : p.resolveSibling(m.relative()).toString(), m.size(), m.sha256()))
        .toList();
  }

  private static InputFile of(Path file, String name) throws IOException {
    return new InputFile(name, Files.size(file), Sha256.file(file));
  }
}
