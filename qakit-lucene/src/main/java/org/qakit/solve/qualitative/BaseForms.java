package org.qakit.solve.qualitative;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;

/**
 * Candidate base forms of an inflected English word, after WordNet's morphy (wnintro(3WN), "Morphy"):
 * first the exception lists ({@code adj.exc}, {@code adv.exc}, {@code noun.exc}, {@code verb.exc}:
 * {@code inflected base...} per line, e.g. {@code better good well}), then the detachment rules
 *
 * <pre>
 * adjective: -er, -est → -, -e;  -ier, -iest → -y;  doubled consonant + er/est → single (dimmer → dim)
 * adverb:    -ly → -;  -ily → -y;  -ally → -al
 * noun:      -s, -ses → -s, -xes → -x, -zes → -z, -ches → -ch, -shes → -sh, -men → -man, -ies → -y
 * verb:      -s, -ies → -y, -es → -e, -es, -ed → -e, -ed, -ing → -e, -ing, doubled consonant + ed/ing → single
 * </pre>
 *
 * The word itself comes first. Candidates are not checked against a dictionary: the caller looks
 * them up and keeps those it knows. Immutable once built.
 */
public final class BaseForms {
  private static final List<String> EXCEPTION_FILES = List.of("adj.exc", "adv.exc", "noun.exc", "verb.exc");
  private final Map<String, List<String>> exceptions;

  BaseForms(Map<String, List<String>> exceptions) {
    this.exceptions = Map.copyOf(exceptions);
  }

  /** Without exception lists: the detachment rules only. */
  public static BaseForms rulesOnly() {
    return new BaseForms(Map.of());
  }

  /**
   * Reads the four exception lists of a WordNet folder.
   *
   * @throws FormatException naming the file (and line) that is missing or malformed
   */
  public static BaseForms read(Path wordnet) throws IOException {
    var map = new HashMap<String, List<String>>();
    for (String name : EXCEPTION_FILES) {
      Path file = wordnet.resolve(name);
      if (!Files.isRegularFile(file)) {
        throw new FormatException(file, 0, "expected the WordNet exception list " + name + " (install wordnet-base), found nothing");
      }
      TextLines.forEach(file, (line, text) -> {
        String[] f = text.strip().split(" +");
        if (text.isBlank()) {
          return;
        }
        if (f.length < 2) {
          throw new FormatException(file, line, "expected 'inflected base...', found '" + text.strip() + "'");
        }
        List<String> bases = map.computeIfAbsent(f[0].replace('_', ' '), k -> new ArrayList<>());
        for (int i = 1; i < f.length; i++) {
          String base = f[i].replace('_', ' ');
          if (!bases.contains(base)) {
            bases.add(base);
          }
        }
      });
    }
    return new BaseForms(map);
  }

  /** The word (lower-cased) and its candidate base forms, the word first, without repeats. */
  public List<String> of(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    var out = new LinkedHashSet<String>();
    out.add(w);
    out.addAll(exceptions.getOrDefault(w, List.of()));
    if (w.length() > 3) {
      adjective(w, out);
      adverb(w, out);
      noun(w, out);
      verb(w, out);
    }
    return List.copyOf(out);
  }

  /** Whether {@code word} looks like a comparative (-er, "better", "worse", ...), by the rules above. */
  public boolean comparative(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    return w.endsWith("er") && w.length() > 4 || exceptions.containsKey(w) && w.endsWith("er") || w.equals("worse") || w.equals("less");
  }

  private static void adjective(String w, LinkedHashSet<String> out) {
    for (String suffix : List.of("est", "er")) {
      if (w.endsWith(suffix)) {
        String stem = w.substring(0, w.length() - suffix.length());
        if (stem.endsWith("i")) {
          out.add(stem.substring(0, stem.length() - 1) + "y");
        }
        if (doubled(stem)) {
          out.add(stem.substring(0, stem.length() - 1));
        }
        out.add(stem);
        out.add(stem + "e");
      }
    }
  }

  private static void adverb(String w, LinkedHashSet<String> out) {
    if (w.endsWith("ily")) {
      out.add(w.substring(0, w.length() - 3) + "y");
    }
    if (w.endsWith("ally")) {
      out.add(w.substring(0, w.length() - 2));
    }
    if (w.endsWith("ly")) {
      out.add(w.substring(0, w.length() - 2));
      out.add(w.substring(0, w.length() - 2) + "le"); // gently → gentle
    }
  }

  private static void noun(String w, LinkedHashSet<String> out) {
    if (w.endsWith("ies")) {
      out.add(w.substring(0, w.length() - 3) + "y");
    }
    for (String s : List.of("ses", "xes", "zes", "ches", "shes")) {
      if (w.endsWith(s)) {
        out.add(w.substring(0, w.length() - 2));
      }
    }
    if (w.endsWith("men")) {
      out.add(w.substring(0, w.length() - 3) + "man");
    }
    if (w.endsWith("s") && !w.endsWith("ss")) {
      out.add(w.substring(0, w.length() - 1));
    }
  }

  private static void verb(String w, LinkedHashSet<String> out) {
    if (w.endsWith("es")) {
      out.add(w.substring(0, w.length() - 2));
    }
    for (String suffix : List.of("ed", "ing")) {
      if (w.endsWith(suffix)) {
        String stem = w.substring(0, w.length() - suffix.length());
        if (stem.endsWith("i") && suffix.equals("ed")) {
          out.add(stem.substring(0, stem.length() - 1) + "y");
        }
        if (doubled(stem)) {
          out.add(stem.substring(0, stem.length() - 1));
        }
        out.add(stem);
        out.add(stem + "e");
      }
    }
  }

  private static boolean doubled(String stem) {
    int n = stem.length();
    return n >= 3 && stem.charAt(n - 1) == stem.charAt(n - 2) && "aeiouy".indexOf(stem.charAt(n - 1)) < 0;
  }
}
