package org.qakit.format.sqad;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.qakit.format.TextLines;

/**
 * Follows SQAD's shared-article links. A record about an article that an earlier record already
 * holds has a {@code 03text.vert} that is a git symbolic link such as {@code ../000037/03text.vert}:
 * on disk either a real symbolic link or, in a checkout without symbolic links, a small file whose
 * whole content is that relative path. Both are followed (chains too, at most {@value #MAX_HOPS});
 * a link that leads outside the data folder, to nothing, or around in a cycle is a bad record.
 */
final class TextLinks {
  static final int MAX_HOPS = 8;
  private static final long MAX_LINK_FILE_BYTES = 1024;
  private static final Pattern LINK_TEXT = Pattern.compile("[^\\s<>]*/[^\\s<>]*");

  private final Path realRoot;

  TextLinks(Path dataRoot) throws IOException {
    this.realRoot = dataRoot.toRealPath();
  }

  /** The file that holds the text {@code file} stands for: {@code file} itself unless it is a link. */
  Path resolve(Path file) throws IOException {
    Path current = file;
    for (int hops = 0; ; hops++) {
      String link = linkText(current);
      if (link == null) {
        return current;
      }
      long line = Files.isSymbolicLink(current) ? 0 : 1;
      if (hops == MAX_HOPS) {
        throw new BadRecordException(
            file, 0, "expected a text link chain of at most " + MAX_HOPS + " links, found a longer one (a cycle?) ending at " + current);
      }
      Path target = current.resolveSibling(link).normalize();
      if (!Files.isRegularFile(target)) {
        throw new BadRecordException(
            current, line, "expected the link '" + link + "' to lead to an article text file, found " + (Files.exists(target) ? "a folder" : "no file") + " at " + target);
      }
      Path real = target.toRealPath();
      if (!real.startsWith(realRoot)) {
        throw new BadRecordException(
            current, line, "expected the link '" + link + "' to stay inside the data folder " + realRoot + ", found it leads to " + real);
      }
      current = target;
    }
  }

  /** The article identity of a resolved text file: its record folder's name, or its path in the data folder. */
  String articleId(Path resolved) throws IOException {
    Path relative = realRoot.relativize(resolved.toRealPath());
    if (relative.getNameCount() == 2 && relative.getFileName().toString().equals(SqadRecordReader.TEXT)) {
      return relative.getName(0).toString();
    }
    return relative.toString().replace('\\', '/');
  }

  /** The link's target as written, or null when {@code file} is an ordinary file. */
  private static String linkText(Path file) throws IOException {
    if (Files.isSymbolicLink(file)) {
      return Files.readSymbolicLink(file).toString();
    }
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) > MAX_LINK_FILE_BYTES) {
      return null;
    }
    List<String> lines = new ArrayList<>();
    TextLines.forEach(
        file,
        (number, line) -> {
          if (!line.isBlank()) {
            lines.add(line.strip());
          }
        });
    return lines.size() == 1 && LINK_TEXT.matcher(lines.getFirst()).matches() ? lines.getFirst() : null;
  }
}
