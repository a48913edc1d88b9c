package org.qakit.eval.trec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.registry.Registry;

/**
 * The trec_eval measures qakit computes, in the order trec_eval's {@code measures.c} lists them,
 * which is the order trec_eval prints them whatever the order of the {@code -m} options.
 */
public final class TrecMeasures {
  private static final Registry<TrecMeasure> REGISTRY =
      new Registry<>(
          "trec_eval measure",
          List.of(new TrecNumQ(), new TrecNumRet(), new TrecNumRel(), new TrecNumRelRet(), new TrecMap(), new TrecRecipRank(), new TrecPrecision()));

  private TrecMeasures() {}

  public static Registry<TrecMeasure> registry() {
    return REGISTRY;
  }

  /**
   * The measures to print and the notes to show the user.
   *
   * @param measures in printing order
   * @param notes options that had no effect, e.g. a second {@code -m P.10} after {@code -m P.5}
   */
  public record Selection(List<TrecMeasure> measures, List<String> notes) {}

  /**
   * Reads {@code -m} arguments as trec_eval does: {@code name} or {@code name.params}; a measure
   * named twice is printed once; when one measure is given parameters twice, trec_eval uses the
   * first and ignores the rest ({@code -m P.5 -m P.10} prints only {@code P_5}), and so does qakit,
   * with a note. trec_eval's nicknames ({@code official}, {@code all_trec}) are not supported,
   * since they name measures qakit does not compute.
   */
  public static Selection select(List<String> specs) {
    if (specs.isEmpty()) {
      throw new IllegalArgumentException("expected at least one -m MEASURE (known: " + String.join(", ", REGISTRY.ids()) + ")");
    }
    Map<String, String> params = new LinkedHashMap<>();
    var notes = new ArrayList<String>();
    for (String spec : specs) {
      int dot = spec.indexOf('.');
      String name = dot < 0 ? spec : spec.substring(0, dot);
      String p = dot < 0 ? null : spec.substring(dot + 1);
      if (p != null && p.isEmpty()) {
        throw new IllegalArgumentException("expected parameters after the '.' in -m " + spec + ", found none");
      }
      REGISTRY.get(name);
      if (!params.containsKey(name) || params.get(name) == null && p != null) {
        params.put(name, p);
      } else if (p != null && !p.equals(params.get(name))) {
        notes.add("-m " + spec + " ignored: trec_eval uses the first parameters given for " + name + " (" + name + "." + params.get(name) + ")");
      }
    }
    var selected = new ArrayList<TrecMeasure>();
    for (TrecMeasure m : REGISTRY.all()) {
      if (params.containsKey(m.id())) {
        String p = params.get(m.id());
        selected.add(p == null ? m : m.withParameters(p));
      }
    }
    return new Selection(List.copyOf(selected), List.copyOf(notes));
  }
}
