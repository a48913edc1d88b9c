package org.qakit.serve;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The command line of a test's child JVM that starts fast when started many times: C1 only, the
 * serial collector, and a dynamic class-data-sharing archive that the first child to exit cleanly
 * writes ({@code -XX:+AutoCreateSharedArchive}) and every later one maps. CDS takes classes only
 * from jars, so each folder of the test class path ({@code target/classes}) is copied into a jar
 * under {@code folder} first, and the archive of the last run is deleted (it names the jars it was
 * made from, by size and time). A child killed with SIGKILL writes no archive, so a test lets its
 * first child stop cleanly.
 */
final class ChildJvm {
  private ChildJvm() {}

  /** {@code java ... -cp CLASSPATH mainClass args}, with the archive and jars kept in {@code folder}. */
  static List<String> command(Path folder, Class<?> mainClass, List<String> args) throws IOException {
    Files.createDirectories(folder);
    var classPath = new ArrayList<String>();
    int folders = 0;
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path p = Path.of(entry);
      if (Files.isDirectory(p)) {
        Path jar = folder.resolve("classes-" + folders++ + ".jar");
        jar(p, jar);
        classPath.add(jar.toString());
      } else if (Files.exists(p)) {
        classPath.add(entry);
      }
    }
    Files.deleteIfExists(folder.resolve("child.jsa")); // made for the jars just replaced: the next clean exit writes a new one
    String java = ProcessHandle.current().info().command().orElse("java");
    var command = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xshare:auto",
        "-XX:+AutoCreateSharedArchive", "-XX:SharedArchiveFile=" + folder.resolve("child.jsa"), "-Xlog:disable", "-Xlog:all=off",
        "-cp", String.join(File.pathSeparator, classPath), mainClass.getName()));
    command.addAll(args);
    return command;
  }

  /**
   * Copies a class folder into a jar, uncompressed (what CDS maps is the classes, not the jar), with
   * an entry for each folder too: a class loader finds a resource folder ({@code db/migration}, which
   * Flyway scans) in a jar only by its entry.
   */
  private static void jar(Path classes, Path jar) throws IOException {
    Path partial = jar.resolveSibling(jar.getFileName() + ".partial");
    try (OutputStream out = Files.newOutputStream(partial); var zip = new ZipOutputStream(out); Stream<Path> files = Files.walk(classes)) {
      zip.setLevel(0);
      for (Path f : (Iterable<Path>) files.filter(f -> !f.equals(classes)).sorted()::iterator) {
        String name = classes.relativize(f).toString().replace(File.separatorChar, '/');
        boolean folder = Files.isDirectory(f);
        zip.putNextEntry(new ZipEntry(folder ? name + "/" : name));
        if (!folder) {
          Files.copy(f, zip);
        }
        zip.closeEntry();
      }
    }
    Files.move(partial, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }
}
