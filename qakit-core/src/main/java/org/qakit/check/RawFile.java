package org.qakit.check;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the raw bytes of one input file show about its line ends and byte-order mark, found in one
 * pass: readers drop a BOM and the CR of CRLF ({@link org.qakit.format.TextLines}), so only the
 * bytes tell. Lines end at LF; a line ending in CR LF counts as CRLF, one ending in LF alone as
 * LF; a CR anywhere else (followed by anything but LF, or at the end of the file) is a bare CR.
 *
 * @param file the file as the user gave it (or as found under a folder input)
 * @param bom whether the file starts with the UTF-8 byte-order mark EF BB BF
 * @param lines the number of lines (a last line without LF counts)
 * @param crlfLines lines ending in CR LF
 * @param firstCrlf the first such line, or 0
 * @param lfLines lines ending in LF alone
 * @param firstLf the first such line, or 0
 * @param bareCrs CR bytes not followed by LF
 * @param firstBareCr the line of the first one, or 0
 */
public record RawFile(
    String file, boolean bom, long lines, long crlfLines, long firstCrlf, long lfLines, long firstLf, long bareCrs, long firstBareCr) {

  /** Scans {@code path}; {@code name} is how findings name it. */
  public static RawFile scan(Path path, String name) throws IOException {
    boolean bom = false;
    long line = 1;
    long crlf = 0, firstCrlf = 0, lf = 0, firstLf = 0, bare = 0, firstBare = 0;
    boolean pendingCr = false;
    boolean lineHasBytes = false;
    long position = 0;
    byte[] start = new byte[3];
    byte[] chunk = new byte[1 << 16];
    try (InputStream in = Files.newInputStream(path)) {
      int n;
      while ((n = in.read(chunk)) != -1) {
        for (int i = 0; i < n; i++, position++) {
          byte b = chunk[i];
          if (position < 3) {
            start[(int) position] = b;
            if (position == 2) {
              bom = (start[0] & 0xFF) == 0xEF && (start[1] & 0xFF) == 0xBB && (start[2] & 0xFF) == 0xBF;
            }
          }
          if (b == '\n') {
            if (pendingCr) {
              crlf++;
              firstCrlf = firstCrlf == 0 ? line : firstCrlf;
            } else {
              lf++;
              firstLf = firstLf == 0 ? line : firstLf;
            }
            pendingCr = false;
            lineHasBytes = false;
            line++;
            continue;
          }
          if (pendingCr) {
            bare++;
            firstBare = firstBare == 0 ? line : firstBare;
          }
          pendingCr = b == '\r';
          lineHasBytes = true;
        }
      }
    }
    if (pendingCr) {
      bare++;
      firstBare = firstBare == 0 ? line : firstBare;
    }
    long lines = lineHasBytes ? line : line - 1;
    return new RawFile(name, bom, lines, crlf, firstCrlf, lf, firstLf, bare, firstBare);
  }
}
