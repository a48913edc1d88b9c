package org.qakit.train;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Hex SHA-256 of bytes and files, for tokenizer references and training cards. */
public final class Sha256 {
  private Sha256() {}

  /** SHA-256 of {@code bytes}, in lower-case hex. */
  public static String hex(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK lacks SHA-256", e);
    }
  }

  /** Each file's SHA-256, keyed by its path as given (or by its name), in order; an error names the file. */
  public static Map<String, String> files(List<Path> files, boolean byName) {
    var out = new LinkedHashMap<String, String>();
    for (Path f : files) {
      try {
        out.put(byName ? f.getFileName().toString() : f.toString(), hex(Files.readAllBytes(f)));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + f + " for its checksum: " + e.getMessage(), e);
      }
    }
    return out;
  }
}
