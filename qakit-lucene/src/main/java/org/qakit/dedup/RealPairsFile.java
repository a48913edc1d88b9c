package org.qakit.dedup;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.qakit.io.AtomicFile;

/**
 * The hand-labelled pairs file (benchmarks/dedup/pairs.tsv): tab-separated, a header line {@code
 * a b label reason}, then one {@link RealPair} per line, e.g.
 *
 * <pre>
 * gkmc:16080	gkmc:16155	dup	same scenario, question and options; one full stop differs
 * arc-easy:Mercury_7220990	arc-challenge:Mercury_7221305	not	same template, other organism asked about
 * </pre>
 *
 * {@code label} is {@code dup} or {@code not}. Lines starting with {@code #} and blank lines are
 * comments. It holds ids, never dataset text, so it can be committed. A malformed line, or a pair
 * listed twice (in either order), is an error at {@code file:line}.
 */
public final class RealPairsFile {
  /** The header line. */
  public static final String HEADER = "a\tb\tlabel\treason";

  private RealPairsFile() {}

  public static List<RealPair> read(Path file) throws IOException {
    var out = new ArrayList<RealPair>();
    var seen = new HashSet<String>();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int n = 0;
      boolean header = false;
      while ((line = in.readLine()) != null) {
        n++;
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        if (!header) {
          if (!line.strip().equals(HEADER)) {
            throw new IllegalArgumentException(file + ":" + n + ": expected the header '" + HEADER.replace("\t", "<TAB>")
                + "', found '" + line + "'");
          }
          header = true;
          continue;
        }
        String[] f = line.split("\t", -1);
        if (f.length != 4) {
          throw new IllegalArgumentException(file + ":" + n + ": expected 4 tab-separated fields (a, b, label, reason), found " + f.length);
        }
        if (!f[2].equals("dup") && !f[2].equals("not")) {
          throw new IllegalArgumentException(file + ":" + n + ": expected label dup or not, found '" + f[2] + "'");
        }
        RealPair p;
        try {
          p = new RealPair(f[0], f[1], f[2].equals("dup"), f[3].strip());
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException(file + ":" + n + ": " + e.getMessage());
        }
        String key = p.a().compareTo(p.b()) < 0 ? p.a() + " " + p.b() : p.b() + " " + p.a();
        if (!seen.add(key)) {
          throw new IllegalArgumentException(file + ":" + n + ": expected each pair once, found " + p.a() + " " + p.b() + " again");
        }
        out.add(p);
      }
      if (!header) {
        throw new IllegalArgumentException(file + ": expected the header '" + HEADER.replace("\t", "<TAB>") + "', found an empty file");
      }
    }
    return out;
  }

  /** Writes the pairs after {@code comments} (each written as a {@code #} line), whole or not at all. */
  public static void write(Path file, List<String> comments, List<RealPair> pairs) throws IOException {
    AtomicFile.write(file, out -> {
      for (String c : comments) {
        out.write("# " + c + "\n");
      }
      out.write(HEADER + "\n");
      for (RealPair p : pairs) {
        out.write(p.a() + "\t" + p.b() + "\t" + (p.duplicate() ? "dup" : "not") + "\t" + p.reason() + "\n");
      }
    });
  }
}
