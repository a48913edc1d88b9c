package org.qakit.eval.trec;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * trec_eval's {@code ndcg} ({@code m_ndcg.c}), normalised discounted cumulative gain over the
 * whole ranking (Järvelin and Kekäläinen, "Cumulated gain-based evaluation of IR techniques", ACM
 * TOIS 20(4), 2002). For one query:
 *
 * <pre>DCG  = Σ_{i=1..retrieved} gain(d_i) / log2(i + 1)
 * IDCG = Σ_{i=1..|ideal|} gain(ideal_i) / log2(i + 1)
 * ndcg = DCG / IDCG, or 0 when IDCG = 0</pre>
 *
 * <ul>
 *   <li><b>Gains.</b> By default a document's gain is its relevance value in the qrels (0 for a
 *       document judged 0, unjudged or not in the qrels). {@code -m ndcg.1=3.5,2=9} sets the gain
 *       of relevance 1 to 3.5 and of relevance 2 to 9; other values keep their default. Gains may
 *       be 0 or negative, relevance 0 may get a gain, and a negative gain lowers DCG. {@code -l}
 *       plays no part. The printed name carries the parameters as given: {@code ndcg_1=3.5,2=9}.
 *   <li><b>Ideal ranking.</b> Every judgment of the query with relevance 0 or more, in decreasing
 *       order of gain, stopping at the first gain of 0 or less. trec_eval sorts the gain table with
 *       {@code qsort} and a comparison that truncates the difference of two gains to an
 *       {@code int}, so gains less than 1 apart compare equal; glibc's {@code qsort} is a stable
 *       merge sort, which qakit reproduces step by step. With the default
 *       (integer) gains this is plain decreasing order.
 *   <li>A query without relevant judgments (IDCG = 0) scores 0 and still counts in the mean over
 *       the queries of {@link TrecEval}. {@code -M} cuts the ranking before this; the ideal
 *       ranking is never cut.
 *   <li>Sums run in rank order in double precision, as trec_eval's; log2 is glibc's
 *       ({@link CMath#log2}).
 * </ul>
 *
 * <p>qakit is stricter than trec_eval with the parameters: each must be {@code level=gain} with an
 * integer level of 0 or more given once and a decimal gain (trec_eval reads {@code atol} and
 * {@code atof} of whatever is there, and a level given twice or a negative level, which would give
 * unjudged documents a gain, yield inconsistent tables).
 */
public final class TrecNdcg implements TrecMeasure {
  private static final Pattern PAIR = Pattern.compile("([0-9]+)=([+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?)");
  /** The largest relevance value + 1 qakit builds a gain table for; trec_eval allocates one of that size too. */
  static final long MAX_LEVELS = 1 << 24;

  /** A relevance value, its gain, and how many of the query's judgments have it (trec_eval's {@code REL_GAIN}). */
  private record Gain(long level, double gain, long count) {}

  private final String parameters;
  private final long[] levels;
  private final double[] gains;

  /** {@code -m ndcg}: each relevance value is its own gain. */
  public TrecNdcg() {
    this(null, new long[0], new double[0]);
  }

  private TrecNdcg(String parameters, long[] levels, double[] gains) {
    this.parameters = parameters;
    this.levels = levels;
    this.gains = gains;
  }

  @Override
  public String id() {
    return "ndcg";
  }

  @Override
  public String description() {
    return "Normalized discounted cumulative gain (Jarvelin and Kekalainen, ACM TOIS 2002) over the whole ranking: the sum of"
        + " gain / log2(rank + 1) over the retrieved documents, divided by the same sum for the ideal ranking of the query's"
        + " judgments; 0 when the ideal sum is 0. A document's gain is its qrels relevance value (0 if not judged);"
        + " -m ndcg.1=3.5,2=9 gives relevance 1 the gain 3.5 and relevance 2 the gain 9 (gains may be 0 or negative,"
        + " relevance 0 may get one). -l plays no part.";
  }

  /** {@code ndcg.1=3.5,2=9}: {@code level=gain} pairs separated by commas. */
  @Override
  public TrecMeasure withParameters(String parameters) {
    String[] parts = parameters.split(",", -1);
    long[] ls = new long[parts.length];
    double[] gs = new double[parts.length];
    for (int i = 0; i < parts.length; i++) {
      var m = PAIR.matcher(parts[i]);
      if (!m.matches()) {
        throw new IllegalArgumentException("expected 'level=gain' pairs for ndcg separated by commas (a relevance value of 0 or more"
            + " and a number, e.g. ndcg.1=3.5,2=9), found '" + parts[i] + "' in 'ndcg." + parameters + "'");
      }
      try {
        ls[i] = Long.parseLong(m.group(1));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("expected a relevance value for ndcg up to " + Long.MAX_VALUE + ", found '" + m.group(1) + "'", e);
      }
      gs[i] = Double.parseDouble(m.group(2));
      for (int j = 0; j < i; j++) {
        if (ls[j] == ls[i]) {
          throw new IllegalArgumentException("expected each relevance value once in 'ndcg." + parameters + "', found " + ls[i] + " twice");
        }
      }
    }
    return new TrecNdcg(parameters, ls, gs);
  }

  @Override
  public List<String> names() {
    return List.of(parameters == null ? "ndcg" : "ndcg_" + parameters);
  }

  @Override
  public Summary summary() {
    return Summary.MEAN;
  }

  /** trec_eval's three loops, kept as written: results and ideal together, then the rest of either. */
  @Override
  public double[] perQuery(TrecRanking r) {
    Gain[] table = gainTable(r);
    double resultsDcg = 0.0;
    double idealDcg = 0.0;
    int level = table.length - 1;
    double idealGain = level >= 0 ? table[level].gain() : 0.0;
    long atLevel = 0;
    long i = 0;
    for (; i < r.numRet() && idealGain > 0.0; i++) {
      double g = gain(r.relevance((int) i), table);
      if (g != 0) {
        resultsDcg += g / CMath.log2(i + 2);
      }
      atLevel++;
      while (level >= 0 && atLevel > table[level].count()) {
        atLevel = 1;
        level--;
        idealGain = level >= 0 ? table[level].gain() : 0.0;
      }
      if (idealGain > 0.0) {
        idealDcg += idealGain / CMath.log2(i + 2);
      }
    }
    for (; i < r.numRet(); i++) {
      double g = gain(r.relevance((int) i), table);
      if (g != 0) {
        resultsDcg += g / CMath.log2(i + 2);
      }
    }
    while (idealGain > 0.0) {
      atLevel++;
      while (level >= 0 && atLevel > table[level].count()) {
        atLevel = 1;
        level--;
        idealGain = level >= 0 ? table[level].gain() : 0.0;
      }
      if (idealGain > 0.0) {
        idealDcg += idealGain / CMath.log2(i + 2);
      }
      i++;
    }
    return new double[] {idealDcg > 0.0 ? resultsDcg / idealDcg : 0.0};
  }

  /**
   * trec_eval's {@code setup_gains}: the parameter pairs in the order given, then every relevance
   * value from 0 to the query's largest that the parameters do not name, with its value as gain;
   * each with the number of the query's judgments at that value; sorted by increasing gain.
   */
  private Gain[] gainTable(TrecRanking r) {
    long numLevels = r.numRelLevels();
    if (numLevels > MAX_LEVELS) {
      throw new IllegalArgumentException("expected relevance values below " + MAX_LEVELS + " for ndcg, found " + (numLevels - 1)
          + " in query '" + r.qid() + "' (trec_eval builds a gain table with one entry per value up to the largest)");
    }
    var table = new ArrayList<Gain>(levels.length + (int) numLevels);
    for (int p = 0; p < levels.length; p++) {
      table.add(new Gain(levels[p], gains[p], levels[p] < numLevels ? r.judgedAt((int) levels[p]) : 0));
    }
    for (int v = 0; v < numLevels; v++) {
      if (!named(v)) {
        table.add(new Gain(v, v, r.judgedAt(v)));
      }
    }
    Gain[] sorted = table.toArray(new Gain[0]);
    mergeSort(sorted, 0, sorted.length, new Gain[sorted.length]);
    return sorted;
  }

  private boolean named(long level) {
    for (long l : levels) {
      if (l == level) {
        return true;
      }
    }
    return false;
  }

  /** trec_eval's {@code get_gain}: the gain of the first entry with this relevance value; 0 if none. */
  private static double gain(int relevance, Gain[] table) {
    for (Gain g : table) {
      if (g.level() == relevance) {
        return g.gain();
      }
    }
    return 0.0;
  }

  /** trec_eval's {@code comp_rel_gain}: {@code return (ptr1->gain - ptr2->gain);} from a function returning int. */
  private static int compare(Gain a, Gain b) {
    return CMath.toInt(a.gain() - b.gain());
  }

  /**
   * glibc's {@code qsort} for small arrays ({@code msort_with_tmp}): top-down merge sort, the
   * first half of n/2 elements, merging takes from the left run while {@code compare <= 0}. With a
   * comparison that is not a total order (gains less than 1 apart are "equal" but gains 0.6 apart
   * twice are not), the result depends on these exact steps.
   */
  private static void mergeSort(Gain[] b, int from, int n, Gain[] tmp) {
    if (n <= 1) {
      return;
    }
    int n1 = n / 2;
    int n2 = n - n1;
    mergeSort(b, from, n1, tmp);
    mergeSort(b, from + n1, n2, tmp);
    int i = from;
    int j = from + n1;
    int k = 0;
    while (n1 > 0 && n2 > 0) {
      if (compare(b[i], b[j]) <= 0) {
        tmp[k++] = b[i++];
        n1--;
      } else {
        tmp[k++] = b[j++];
        n2--;
      }
    }
    while (n1 > 0) {
      tmp[k++] = b[i++];
      n1--;
    }
    System.arraycopy(tmp, 0, b, from, n - n2);
  }
}
