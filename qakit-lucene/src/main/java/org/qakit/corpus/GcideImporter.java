package org.qakit.corpus;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import org.qakit.format.FormatException;
import org.qakit.format.ReadOptions;
import org.qakit.format.ReadSession;
import org.qakit.format.TextLines;
import org.qakit.model.Passage;

/**
 * GCIDE definitions from a dictd database ({@code gcide.index} + {@code gcide.dict.dz}, as
 * Debian's {@code dict-gcide} installs them in {@code /usr/share/dictd}). Index lines are {@code
 * headword<TAB>offset<TAB>length}, offset and length in dictd's base64 digits ({@code A-Za-z0-9+/},
 * most significant first) giving a byte range of the uncompressed dictionary.
 *
 * <p>Several headwords often point at one entry (inflections, run-on phrases: "Aid", "Aided",
 * "Aiding"), so the importer emits one passage per distinct byte range rather than one per index
 * line, which would repeat the same text (Debian's 2022 file: 203,645 index lines, 126,240
 * ranges). Passage id {@code gcide:<byte offset>}; title = the headwords pointing at the range,
 * in index order, joined with {@code ", "}; text = the entry through {@link GcideMarkup}; order =
 * dictionary (offset) order. Entries whose headwords all start with {@code 00-} are dictd's
 * database descriptions and are skipped.
 *
 * <p>Memory: the index is held (a few MB); the dictionary is decompressed sequentially, one entry
 * at a time ({@code .dict.dz} is gzip; a plain {@code .dict} is read as is). The entry text is
 * UTF-8; the few bytes that are not (three entries of Debian's file hold Windows-1252 quotes) are
 * read as Windows-1252 rather than failing the whole dictionary.
 */
public final class GcideImporter implements CorpusImporter {
  private static final String DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  private static final Charset FALLBACK = Charset.forName("windows-1252");

  @Override
  public String id() {
    return "gcide";
  }

  @Override
  public String description() {
    return "GCIDE dictd database (Debian dict-gcide: gcide.index + gcide.dict.dz): one definition per entry; id gcide:<offset>";
  }

  /** One entry: a byte range, the headwords pointing at it and the first index line naming it. */
  private record Entry(long offset, int length, List<String> headwords, long line) {}

  /**
   * The index and its dictionary: {@code gcide.index} of a folder or the {@code <name>.index}
   * given, and {@code <name>.dict.dz} beside it (else {@code <name>.dict}).
   */
  @Override
  public List<Path> files(Path path) {
    Path index = Files.isDirectory(path) ? path.resolve("gcide.index") : path;
    if (!Files.isRegularFile(index) || !index.getFileName().toString().endsWith(".index")) {
      throw new FormatException(index, 0, "expected a dictd index file (<name>.index, e.g. /usr/share/dictd/gcide.index), found "
          + (Files.exists(index) ? "another file" : "nothing"));
    }
    String stem = index.getFileName().toString().replaceFirst("\\.index$", "");
    Path dict = index.resolveSibling(stem + ".dict.dz");
    if (!Files.isRegularFile(dict)) {
      dict = index.resolveSibling(stem + ".dict");
      if (!Files.isRegularFile(dict)) {
        throw new FormatException(index, 0, "expected the dictionary " + stem + ".dict.dz or " + stem + ".dict beside the index, found neither");
      }
    }
    return List.of(index, dict);
  }

  @Override
  public void read(Path path, ReadOptions options, Consumer<Passage> sink) throws IOException {
    List<Path> files = files(path);
    Path index = files.get(0);
    Path dict = files.get(1);
    boolean gzip = dict.getFileName().toString().endsWith(".dz");
    var session = new ReadSession(index, options);
    var out = new PassageSink(session, sink, false);
    List<Entry> entries = entries(index, out);
    try (InputStream raw = Files.newInputStream(dict);
        InputStream in = gzip ? new GZIPInputStream(new BufferedInputStream(raw, 1 << 16), 1 << 16) : new BufferedInputStream(raw, 1 << 16)) {
      long position = 0;
      for (Entry e : entries) {
        if (e.offset() < position) {
          continue; // unreachable: ranges overlapping an earlier one are refused when the index is read
        }
        long skipped = skip(in, e.offset() - position);
        position += skipped;
        byte[] bytes = position == e.offset() ? in.readNBytes(e.length()) : new byte[0];
        position += bytes.length;
        if (bytes.length < e.length()) {
          out.skip(new FormatException(index, e.line(), "expected entry '" + e.headwords().getFirst() + "' at bytes " + e.offset()
              + "-" + (e.offset() + e.length()) + " of " + dict.getFileName() + ", found the dictionary ending at byte " + position));
          break;
        }
        String text = GcideMarkup.plain(decode(bytes));
        out.emit(e.line(), () -> {
          if (text.isEmpty()) {
            throw new IllegalArgumentException("expected a definition for '" + e.headwords().getFirst() + "', found only markup");
          }
          return new Passage("gcide:" + e.offset(), text, String.join(", ", e.headwords()));
        });
      }
    }
  }

  /** Skips up to {@code n} bytes; fewer only at the end of the stream. */
  private static long skip(InputStream in, long n) throws IOException {
    long done = 0;
    while (done < n) {
      long step = in.skip(n - done);
      if (step <= 0) {
        if (in.read() < 0) {
          break;
        }
        step = 1;
      }
      done += step;
    }
    return done;
  }

  /** The index's entries, grouped by byte range, in dictionary order; metadata entries left out. */
  private static List<Entry> entries(Path index, PassageSink out) throws IOException {
    Map<Long, Entry> byOffset = new LinkedHashMap<>();
    TextLines.forEach(index, (line, text) -> {
      if (text.isEmpty()) {
        return;
      }
      String[] f = text.split("\t", -1);
      try {
        if (f.length != 3 || f[0].isEmpty()) {
          throw new IllegalArgumentException("expected 'headword<TAB>offset<TAB>length', found " + f.length + " tab-separated fields");
        }
        long offset = base64(f[1]);
        long length = base64(f[2]);
        if (length > Integer.MAX_VALUE) {
          throw new IllegalArgumentException("expected an entry length under 2 GiB, found " + length);
        }
        Entry known = byOffset.get(offset);
        if (known != null && known.length() != length) {
          throw new IllegalArgumentException("expected the entry at offset " + offset + " to have length " + known.length()
              + " (line " + known.line() + "), found length " + length);
        }
        if (known == null) {
          byOffset.put(offset, new Entry(offset, (int) length, new ArrayList<>(List.of(f[0])), line));
        } else {
          known.headwords().add(f[0]);
        }
      } catch (IllegalArgumentException e) {
        out.skip(new FormatException(index, line, e.getMessage()));
      }
    });
    var entries = new ArrayList<Entry>();
    for (Entry e : byOffset.values()) {
      if (!e.headwords().stream().allMatch(h -> h.startsWith("00-"))) {
        entries.add(e);
      }
    }
    entries.sort(Comparator.comparingLong(Entry::offset));
    var kept = new ArrayList<Entry>(entries.size());
    for (Entry e : entries) {
      Entry previous = kept.isEmpty() ? null : kept.getLast();
      if (previous != null && e.offset() < previous.offset() + previous.length()) {
        out.skip(new FormatException(index, e.line(), "expected entries that do not overlap, found '" + e.headwords().getFirst()
            + "' starting inside '" + previous.headwords().getFirst() + "' (line " + previous.line() + ")"));
        continue;
      }
      kept.add(e);
    }
    return kept;
  }

  /** A dictd base64 number: digits A-Za-z0-9+/ worth 0-63, most significant first. */
  static long base64(String digits) {
    if (digits.isEmpty() || digits.length() > 10) {
      throw new IllegalArgumentException("expected a dictd base64 number (1-10 digits A-Za-z0-9+/), found '" + digits + "'");
    }
    long n = 0;
    for (int i = 0; i < digits.length(); i++) {
      int d = DIGITS.indexOf(digits.charAt(i));
      if (d < 0) {
        throw new IllegalArgumentException("expected a dictd base64 number (digits A-Za-z0-9+/), found '" + digits + "'");
      }
      n = n * 64 + d;
    }
    return n;
  }

  /** UTF-8, with any byte that is not part of a UTF-8 sequence read as Windows-1252. */
  static String decode(byte[] bytes) {
    CharsetDecoder utf8 = TextLines.strictUtf8();
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    while (true) {
      CoderResult r = utf8.decode(in, out, true);
      if (r.isUnderflow()) {
        break;
      }
      for (int k = 0; k < r.length(); k++) {
        out.put(FALLBACK.decode(ByteBuffer.wrap(new byte[] {in.get()})).get());
      }
    }
    utf8.flush(out);
    return out.flip().toString();
  }
}
