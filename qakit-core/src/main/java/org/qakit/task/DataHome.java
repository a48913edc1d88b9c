package org.qakit.task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.qakit.io.Sha256;

/**
 * Where a task's files are found on this machine. Folders are searched in order, a file read from
 * the first that holds it:
 *
 * <ol>
 *   <li>{@code $QAKIT_DATA} when set;
 *   <li>{@code ../shared/data} beside the working folder when it exists (a development clone);
 *   <li>the <em>fetch home</em>, {@code $QAKIT_HOME/data} when {@code QAKIT_HOME} is set, else
 *       {@code ~/.qakit/data}: the one folder {@code qakit data fetch} and {@code qakit data
 *       import} write into, so whatever they wrote is found even where the others exist.
 * </ol>
 *
 * <p>A file's expected SHA-256 is the registry's; for a file in the fetch home whose checksum the
 * registry does not know, the one {@link Checksums} recorded when it was first fetched or imported.
 */
public final class DataHome {
  /** The environment variable naming a data folder searched first. */
  public static final String VARIABLE = "QAKIT_DATA";
  /** The environment variable naming qakit's home folder; the fetch home is its {@code data}. */
  public static final String HOME_VARIABLE = "QAKIT_HOME";
  /** The system property that stands for {@code $QAKIT_HOME} when set. */
  public static final String HOME_PROPERTY = "qakit.home";

  /**
   * One folder searched.
   *
   * @param path the folder
   * @param why why it is searched, for a person
   */
  public record Root(Path path, String why) {}

  private final List<Root> roots;
  private final Path fetchHome;

  private DataHome(List<Root> roots, Path fetchHome) {
    this.roots = List.copyOf(roots);
    this.fetchHome = fetchHome;
  }

  /** The data home that is the one folder {@code root}, searched and written. */
  public static DataHome at(Path root) {
    Path r = root.toAbsolutePath().normalize();
    return new DataHome(List.of(new Root(r, "given")), r);
  }

  /**
   * The data home this process uses (see the class comment). The system property {@value
   * #HOME_PROPERTY}, when set, stands for {@code $QAKIT_HOME} (a JVM-wide setting for embedding
   * and tests, where the environment cannot change).
   */
  public static DataHome locate() {
    return locate(Path.of(""));
  }

  /**
   * The data home this process uses for a clone at {@code workingDir}: as {@link #locate()}, with
   * {@code ../shared/data} looked up beside {@code workingDir} instead of the working folder.
   */
  public static DataHome locate(Path workingDir) {
    var env = new HashMap<>(System.getenv());
    String property = System.getProperty(HOME_PROPERTY);
    if (property != null && !property.isBlank()) {
      env.put(HOME_VARIABLE, property);
    }
    return locate(env, workingDir, Path.of(System.getProperty("user.home")));
  }

  static DataHome locate(Map<String, String> env, Path workingDir, Path userHome) {
    var roots = new ArrayList<Root>();
    String set = env.get(VARIABLE);
    if (set != null && !set.isBlank()) {
      roots.add(new Root(Path.of(set).toAbsolutePath().normalize(), "$" + VARIABLE));
    }
    Path shared = workingDir.toAbsolutePath().resolve("../shared/data").normalize();
    if (Files.isDirectory(shared)) {
      roots.add(new Root(shared, "../shared/data beside the working folder"));
    }
    String home = env.get(HOME_VARIABLE);
    boolean homeSet = home != null && !home.isBlank();
    Path fetch = (homeSet ? Path.of(home).resolve("data") : userHome.resolve(".qakit/data")).toAbsolutePath().normalize();
    if (roots.stream().noneMatch(r -> r.path().equals(fetch))) {
      roots.add(new Root(fetch, (homeSet ? "$" + HOME_VARIABLE + "/data" : "~/.qakit/data") + ", where qakit data fetch writes"));
    }
    return new DataHome(roots, fetch);
  }

  /** The folders searched, in order. */
  public List<Root> roots() {
    return roots;
  }

  /** The folder {@code qakit data fetch} and {@code qakit data import} write into. */
  public Path fetchHome() {
    return fetchHome;
  }

  /** The folders searched, in order, for a message: {@code /a ($QAKIT_DATA), then /b (...)}. */
  public String describe() {
    return roots.stream().map(r -> r.path() + " (" + r.why() + ")").collect(Collectors.joining(", then "));
  }

  /** Where {@code file} is read from: the first folder that holds it, else where the fetch home would hold it. */
  public Path resolve(TaskFile file) {
    for (Root r : roots) {
      Path p = r.path().resolve(file.path());
      if (Files.exists(p)) {
        return p;
      }
    }
    return fetchHome.resolve(file.path());
  }

  /** Where {@code file} goes in the fetch home. */
  public Path fetched(TaskFile file) {
    return fetchHome.resolve(file.path());
  }

  /** Whether the SHA-256 expected of {@code file} is one recorded at its first fetch or import (not the registry's). */
  public boolean recorded(TaskFile file) throws IOException {
    return file.sha256() == null && expectedSha256(file).isPresent();
  }

  /** The SHA-256 {@code file} must have where it is read: the registry's, else the one recorded in the fetch home. */
  public Optional<String> expectedSha256(TaskFile file) throws IOException {
    if (file.sha256() != null) {
      return Optional.of(file.sha256());
    }
    if (!resolve(file).startsWith(fetchHome)) {
      return Optional.empty();
    }
    return Checksums.in(fetchHome).get(file.path());
  }

  /** What is known of a file here. */
  public enum State {
    /** Present, and its SHA-256 is the expected one. */
    VERIFIED,
    /** Present; no SHA-256 is known to check it against. */
    PRESENT,
    /** Present, with another SHA-256 than the expected one. */
    CHANGED,
    /** Not here. */
    MISSING
  }

  /** The state of {@code file} here (reads the file to check its SHA-256 when one is known). */
  public State state(TaskFile file) throws IOException {
    Path p = resolve(file);
    if (Files.isDirectory(p)) {
      return State.PRESENT; // a record folder (SQAD): no checksum
    }
    if (!Files.isRegularFile(p)) {
      return State.MISSING;
    }
    Optional<String> expected = expectedSha256(file);
    if (expected.isEmpty()) {
      return State.PRESENT;
    }
    return Sha256.file(p).equals(expected.get()) ? State.VERIFIED : State.CHANGED;
  }
}
