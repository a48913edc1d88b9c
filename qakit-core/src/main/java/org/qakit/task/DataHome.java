package org.qakit.task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.qakit.io.Sha256;

/**
 * Where a task's files are found on this machine: {@code $QAKIT_DATA} when set; else
 * {@code ../shared/data} beside the working folder when it exists (a development clone); else
 * {@code ~/.qakit/data}. A task file's path is resolved against it.
 */
public final class DataHome {
  /** The environment variable naming the data home. */
  public static final String VARIABLE = "QAKIT_DATA";

  private final Path root;
  private final String why;

  private DataHome(Path root, String why) {
    this.root = root.toAbsolutePath().normalize();
    this.why = why;
  }

  /** The data home at {@code root}. */
  public static DataHome at(Path root) {
    return new DataHome(root, "given");
  }

  /** The data home this process uses (see the class comment). */
  public static DataHome locate() {
    return locate(System.getenv(), Path.of(""), Path.of(System.getProperty("user.home")));
  }

  /**
   * The data home this process uses for a clone at {@code workingDir}: as {@link #locate()}, with
   * {@code ../shared/data} looked up beside {@code workingDir} instead of the working folder.
   */
  public static DataHome locate(Path workingDir) {
    return locate(System.getenv(), workingDir, Path.of(System.getProperty("user.home")));
  }

  static DataHome locate(Map<String, String> env, Path workingDir, Path userHome) {
    String set = env.get(VARIABLE);
    if (set != null && !set.isBlank()) {
      return new DataHome(Path.of(set), "$" + VARIABLE);
    }
    Path shared = workingDir.toAbsolutePath().resolve("../shared/data").normalize();
    if (Files.isDirectory(shared)) {
      return new DataHome(shared, "../shared/data beside the working folder");
    }
    return new DataHome(userHome.resolve(".qakit/data"), "the default under the home folder");
  }

  public Path root() {
    return root;
  }

  /** Why this folder was chosen, for a person. */
  public String why() {
    return why;
  }

  public Path resolve(TaskFile file) {
    return root.resolve(file.path());
  }

  /** What is known of a file here. */
  public enum State {
    /** Present, and its SHA-256 is the recorded one. */
    VERIFIED,
    /** Present; no SHA-256 is recorded to check it against. */
    PRESENT,
    /** Present, with another SHA-256 than the recorded one. */
    CHANGED,
    /** Not here. */
    MISSING
  }

  /** The state of {@code file} here (reads the file to check its SHA-256 when one is recorded). */
  public State state(TaskFile file) throws IOException {
    Path p = resolve(file);
    if (Files.isDirectory(p)) {
      return State.PRESENT; // a record folder (SQAD): no checksum
    }
    if (!Files.isRegularFile(p)) {
      return State.MISSING;
    }
    if (file.sha256() == null) {
      return State.PRESENT;
    }
    return Sha256.file(p).equals(file.sha256()) ? State.VERIFIED : State.CHANGED;
  }
}
