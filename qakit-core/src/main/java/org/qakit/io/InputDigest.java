package org.qakit.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The checksum of one input path (a dataset file, a corpus folder) as regression files and index
 * statistics record it, over exactly the files a reader opens for that path.
 *
 * <ul>
 *   <li>A regular file read alone: the SHA-256 of its bytes ({@code sha256sum FILE}); {@link
 *       #manifest()} is false.
 *   <li>Otherwise (a folder, or a file read together with files beside it, as a dictd index with
 *       its dictionary): the SHA-256 of the UTF-8 <em>manifest</em>, one line per file read,
 *       {@code <sha256 of its bytes><2 spaces><relative path>\n}, sorted by relative path in UTF-8
 *       byte order. The relative path is taken against the folder (the path itself, or a file's
 *       parent) with {@code /} as separator. This is what {@code (cd DIR && sha256sum F1 F2 ... |
 *       sha256sum)} prints when F1, F2, ... are given in {@code LC_ALL=C} sorted order, e.g. for
 *       WordNet: {@code cd /usr/share/wordnet && sha256sum data.adj data.adv data.noun data.verb |
 *       sha256sum}. A folder with no file to read has the checksum of the empty text.
 * </ul>
 *
 * <p>Any file added, removed, renamed or changed among those read changes the checksum; files a
 * reader does not open (WordNet's {@code index.*}, {@code bin/}) do not. {@link #of(Path)} reads
 * every regular file under a folder (hidden ones included, links to files followed, links to
 * folders not), the rule for readers that do not say which files they open.
 *
 * @param path the input path as given
 * @param sha256 the checksum, 64 lower-case hex digits
 * @param manifest whether the checksum is over a manifest (else over one file's bytes)
 * @param members the files read, in manifest order, with their sizes and checksums
 */
public record InputDigest(Path path, String sha256, boolean manifest, List<Member> members) {

  /**
   * One file read for the input.
   *
   * @param file the file
   * @param relative its path relative to the folder, {@code /}-separated
   * @param size bytes
   * @param sha256 SHA-256 of its bytes
   */
  public record Member(Path file, String relative, long size, String sha256) {}

  public InputDigest {
    members = List.copyOf(members);
  }

  /** The number of files read. */
  public int files() {
    return members.size();
  }

  /** The digest of a path read whole: a file alone, or every regular file under a folder. */
  public static InputDigest of(Path path) throws IOException {
    return of(path, regularFiles(path));
  }

  /**
   * The digest of the files {@code read} opens for {@code path}: each must be {@code path} itself
   * or lie under the folder ({@code path}, or a file's parent).
   */
  public static InputDigest of(Path path, List<Path> read) throws IOException {
    if (!Files.exists(path)) {
      throw new IllegalArgumentException(path + ": expected an input file or folder, found nothing");
    }
    boolean folder = Files.isDirectory(path);
    if (!folder && read.size() == 1 && read.getFirst().normalize().equals(path.normalize())) {
      Path file = read.getFirst();
      String sha = Sha256.file(file);
      return new InputDigest(path, sha, false, List.of(new Member(file, String.valueOf(file.getFileName()), Files.size(file), sha)));
    }
    Path base = (folder ? path : path.toAbsolutePath().getParent()).toAbsolutePath().normalize();
    var members = new ArrayList<Member>();
    for (Path f : read) {
      Path abs = f.toAbsolutePath().normalize();
      if (!abs.startsWith(base) || abs.equals(base)) {
        throw new IllegalArgumentException(path + ": expected the files read to lie under " + base + ", found " + f);
      }
      members.add(new Member(f, base.relativize(abs).toString().replace('\\', '/'), Files.size(f), Sha256.file(f)));
    }
    members.sort(Comparator.comparing(m -> m.relative().getBytes(StandardCharsets.UTF_8), Arrays::compareUnsigned));
    var manifest = new StringBuilder();
    for (Member m : members) {
      manifest.append(m.sha256()).append("  ").append(m.relative()).append('\n');
    }
    return new InputDigest(path, Sha256.text(manifest.toString()), true, members);
  }

  /** {@code path} itself when it is a file, else the regular files under the folder, sorted by path. */
  public static List<Path> regularFiles(Path path) throws IOException {
    if (!Files.isDirectory(path)) {
      return List.of(path);
    }
    try (Stream<Path> walk = Files.walk(path)) {
      return walk.filter(Files::isRegularFile).sorted().toList();
    }
  }
}
