package org.qakit.eval.trec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qakit.registry.Registry;

/**
 * The trec_eval measures qakit computes, in the order trec_eval's {@code measures.c} lists them,
 * which is the order trec_eval prints them whatever the order of the {@code -m} options. (trec_eval
 * has more measures between these: {@code relstring}, {@code infAP}, {@code map_cut}, … qakit does
 * not compute them.)
 */
public final class TrecMeasures {
  private static final Registry<TrecMeasure> REGISTRY =
      new Registry<>(
          "trec_eval measure",
          List.of(
              new TrecRunId(),
              new TrecNumQ(),
              new TrecNumRet(),
              new TrecNumRel(),
              new TrecNumRelRet(),
              new TrecMap(),
              new TrecGmMap(),
              new TrecRprec(),
              new TrecBpref(),
              new TrecRecipRank(),
              new TrecIprecAtRecall(),
              new TrecPrecision(),
              new TrecRecall(),
              new TrecNdcg(),
              new TrecNdcgCut(),
              new TrecSuccess()));

  /**
   * trec_eval's nickname {@code official} ({@code measures.c}, {@code off_names}): what it prints
   * when no {@code -m} is given.
   */
  public static final String OFFICIAL = "official";

  private static final List<String> OFFICIAL_MEASURES =
      List.of("runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map", "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P");

  /** trec_eval's other nicknames, which name measures qakit does not compute. */
  private static final List<String> OTHER_NICKNAMES = List.of("set", "all_trec", "all_prefs", "prefs", "qrels_jg");

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

  /** The measures of trec_eval's {@code official} set, in printing order. */
  public static List<String> official() {
    return OFFICIAL_MEASURES;
  }

  /**
   * Reads {@code -m} arguments as trec_eval does: {@code name} or {@code name.params}; a measure
   * named twice is printed once; when one measure is given parameters twice, trec_eval uses the
   * first and ignores the rest ({@code -m P.5 -m P.10} prints only {@code P_5}), and so does qakit,
   * with a note. No {@code -m} at all, or {@code -m official}, selects trec_eval's default set
   * ({@link #official()}); parameters given for one of its measures apply ({@code -m official -m P.10}
   * prints {@code P_10} only). trec_eval's other nicknames ({@code all_trec}, {@code set}, …) are
   * not supported, since they name measures qakit does not compute.
   */
  public static Selection select(List<String> specs) {
    Map<String, String> params = new LinkedHashMap<>();
    var notes = new ArrayList<String>();
    for (String spec : specs.isEmpty() ? List.of(OFFICIAL) : specs) {
      int dot = spec.indexOf('.');
      String name = dot < 0 ? spec : spec.substring(0, dot);
      String p = dot < 0 ? null : spec.substring(dot + 1);
      if (p != null && p.isEmpty()) {
        throw new IllegalArgumentException("expected parameters after the '.' in -m " + spec + ", found none");
      }
      if (name.equals(OFFICIAL)) {
        if (p != null) {
          throw new IllegalArgumentException("trec_eval's measure set 'official' takes no parameters, found '" + spec + "'");
        }
        OFFICIAL_MEASURES.forEach(m -> params.putIfAbsent(m, null));
        continue;
      }
      if (OTHER_NICKNAMES.contains(name)) {
        throw new IllegalArgumentException("trec_eval's measure set '" + name + "' includes measures qakit does not compute; qakit knows "
            + OFFICIAL + " (the default) and " + String.join(", ", REGISTRY.ids()));
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
