package org.qakit.serve;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The command line of a test's child JVM that starts fast when started many times: C1 only, the
 * serial collector, and the classes of an earlier, cleanly stopped child kept ready in a file the
 * later ones map. On JDK 24 and newer that file is an ahead-of-time cache (JEP 483: classes loaded
 * and linked; measured here, a server start took about a quarter less CPU than on the archive
 * below): the first child records which classes it used ({@code -XX:AOTMode=record}) and {@link
 * #trained} assembles the cache from that. On JDK 21 to 23 it is a dynamic class-data-sharing archive that
 * the first child to exit cleanly writes ({@code -XX:+AutoCreateSharedArchive}). A child killed
 * with SIGKILL records nothing, so a test lets its first child stop cleanly.
 *
 * <p>Both take classes only from jars, so each folder of the test class path ({@code
 * target/classes}) is copied into a jar under the folder given first, with fixed entry times: a jar
 * whose bytes come out as the last run's is left as it was. The cache is named by a digest of the
 * JDK and of every class path entry's path, size and time, so a later run (tools/test.sh's
 * PostgreSQL pass after the H2 pass) reuses it when nothing changed and records anew when
 * something did; the JVM itself checks the CDS archive against its jars.
 */
final class ChildJvm {
  /** Every jar entry's time: a jar's bytes depend only on the classes in it. */
  private static final LocalDateTime ENTRY_TIME = LocalDateTime.of(2000, 1, 1, 0, 0);
  private static final boolean AOT = Runtime.version().feature() >= 24;
  private final List<String> java;
  private final String classPath;
  private final String mainClass;
  private final Path cache;
  private final Path recorded;

  private ChildJvm(List<String> java, String classPath, String mainClass, Path cache, Path recorded) {
    this.java = java;
    this.classPath = classPath;
    this.mainClass = mainClass;
    this.cache = cache;
    this.recorded = recorded;
  }

  /** Prepares the class path of {@code mainClass}'s children, with the jars and the cache kept in {@code folder}. */
  static ChildJvm of(Path folder, Class<?> mainClass) throws IOException {
    Files.createDirectories(folder);
    var entries = new ArrayList<String>();
    int folders = 0;
    boolean changed = false;
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path p = Path.of(entry);
      if (Files.isDirectory(p)) {
        Path jar = folder.resolve("classes-" + folders++ + ".jar");
        changed |= jar(p, jar);
        entries.add(jar.toString());
      } else if (Files.exists(p)) {
        entries.add(entry);
      }
    }
    String classPath = String.join(File.pathSeparator, entries);
    String java = ProcessHandle.current().info().command().orElse("java");
    var flags = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData"));
    if (!AOT) {
      Path archive = folder.resolve("child.jsa");
      if (changed) {
        Files.deleteIfExists(archive); // made for the jars just replaced: the next clean exit writes a new one
      }
      flags.addAll(List.of("-Xshare:auto", "-XX:+AutoCreateSharedArchive", "-XX:SharedArchiveFile=" + archive));
      flags.addAll(List.of("-Xlog:disable", "-Xlog:all=off"));
      return new ChildJvm(flags, classPath, mainClass.getName(), null, null);
    }
    String name = "child-" + digest(java, entries);
    try (DirectoryStream<Path> old = Files.newDirectoryStream(folder, "child-*")) {
      for (Path p : old) {
        if (!p.getFileName().toString().startsWith(name)) {
          Files.delete(p); // made for other jars or another JDK
        }
      }
    }
    flags.addAll(List.of("-Xlog:disable", "-Xlog:all=off"));
    return new ChildJvm(flags, classPath, mainClass.getName(), folder.resolve(name + ".aot"), folder.resolve(name + ".aotconf"));
  }

  /** {@code java ... -cp CLASSPATH mainClass args}: on the cache when there is one, else recording for it. */
  List<String> command(List<String> args) {
    var command = new ArrayList<>(java);
    if (cache != null && Files.exists(cache)) {
      command.add("-XX:AOTCache=" + cache);
    } else if (cache != null) {
      command.addAll(List.of("-XX:AOTMode=record", "-XX:AOTConfiguration=" + recorded));
    }
    command.addAll(List.of("-cp", classPath, mainClass));
    command.addAll(args);
    return command;
  }

  /**
   * Called after a child of {@link #command} stopped cleanly: on JDK 24 and newer, when that child
   * recorded, assembles the cache from its record ({@code -XX:AOTMode=create}, seconds of CPU, once
   * per class path), so that the children started from now on use it.
   */
  void trained() throws IOException, InterruptedException {
    if (cache == null || Files.exists(cache) || !Files.exists(recorded)) {
      return;
    }
    Path partial = cache.resolveSibling(cache.getFileName() + ".partial");
    var command = new ArrayList<>(java);
    command.addAll(List.of("-XX:AOTMode=create", "-XX:AOTConfiguration=" + recorded, "-XX:AOTCache=" + partial, "-cp", classPath));
    Path log = cache.resolveSibling(cache.getFileName() + ".log");
    Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
      p.destroyForcibly();
      throw new IllegalStateException("assembling the AOT cache failed (" + log + "): " + Files.readString(log).strip());
    }
    Files.move(partial, cache, StandardCopyOption.REPLACE_EXISTING);
  }

  /** Hex digest of the JDK and of each class path entry's path, size and time. */
  private static String digest(String java, List<String> entries) throws IOException {
    try {
      var md = MessageDigest.getInstance("SHA-256");
      md.update((java + "\n" + Runtime.version() + "\n").getBytes(StandardCharsets.UTF_8));
      for (String e : entries) {
        Path p = Path.of(e);
        md.update((e + " " + Files.size(p) + " " + Files.getLastModifiedTime(p).toMillis() + "\n").getBytes(StandardCharsets.UTF_8));
      }
      return HexFormat.of().formatHex(md.digest(), 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Copies a class folder into a jar, uncompressed (what CDS maps is the classes, not the jar), with
   * an entry for each folder too: a class loader finds a resource folder ({@code db/migration}, which
   * Flyway scans) in a jar only by its entry. Returns false, leaving {@code jar} untouched, when it
   * already held exactly these bytes.
   */
  private static boolean jar(Path classes, Path jar) throws IOException {
    Path partial = jar.resolveSibling(jar.getFileName() + ".partial");
    try (OutputStream out = Files.newOutputStream(partial); var zip = new ZipOutputStream(out); Stream<Path> files = Files.walk(classes)) {
      zip.setLevel(0);
      for (Path f : (Iterable<Path>) files.filter(f -> !f.equals(classes)).sorted()::iterator) {
        String name = classes.relativize(f).toString().replace(File.separatorChar, '/');
        boolean folder = Files.isDirectory(f);
        var entry = new ZipEntry(folder ? name + "/" : name);
        entry.setTimeLocal(ENTRY_TIME);
        zip.putNextEntry(entry);
        if (!folder) {
          Files.copy(f, zip);
        }
        zip.closeEntry();
      }
    }
    if (Files.exists(jar) && Files.mismatch(partial, jar) == -1) {
      Files.delete(partial);
      return false;
    }
    Files.move(partial, jar, StandardCopyOption.REPLACE_EXISTING);
    return true;
  }
}
