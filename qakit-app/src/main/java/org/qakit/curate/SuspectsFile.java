package org.qakit.curate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qakit.dedup.DedupTexts;
import org.qakit.dedup.PairFeatures;
import org.qakit.dedup.SuspectPair;
import org.qakit.io.AtomicFile;

/**
 * Mined suspect pairs written for a person to read and label: tab-separated, a header line, one
 * pair per line with both sides in full: {@code a}, {@code b} (as {@code task:id}), the mean
 * cosine, the six {@link PairFeatures}, then for each side its scenario, question(s) and options
 * (options as {@code A) text | B) text …}). Tabs and line breaks inside texts become spaces. The
 * file holds dataset text: it is a working file, not one to commit.
 */
public final class SuspectsFile {
  private SuspectsFile() {}

  /** The header line's fields. */
  public static List<String> header() {
    var h = new ArrayList<String>(List.of("a", "b", "similarity"));
    h.addAll(PairFeatures.NAMES);
    h.addAll(List.of("a.scenario", "a.question", "a.options", "b.scenario", "b.question", "b.options"));
    return h;
  }

  /** Writes {@code pairs}, whole or not at all. */
  public static void write(Path file, List<SuspectPair> pairs) throws IOException {
    AtomicFile.write(file, out -> {
      out.write(String.join("\t", header()) + "\n");
      for (SuspectPair p : pairs) {
        var f = new ArrayList<String>(List.of(p.a().id(), p.b().id(), fmt(p.similarity())));
        for (double v : p.features()) {
          f.add(fmt(v));
        }
        f.addAll(sides(p.a().texts()));
        f.addAll(sides(p.b().texts()));
        out.write(String.join("\t", f) + "\n");
      }
    });
  }

  /** One side's scenario, questions and lettered options, each on one line. */
  static List<String> sides(DedupTexts t) {
    var options = new ArrayList<String>();
    for (int i = 0; i < t.options().size(); i++) {
      options.add((char) ('A' + i) + ") " + flat(t.options().get(i)));
    }
    return List.of(flat(t.scenario()), flat(String.join(" / ", t.questions())), String.join(" | ", options));
  }

  static String flat(String s) {
    return s.replaceAll("\\s+", " ").strip();
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }
}
