package org.qakit.curate;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.qakit.dedup.AnalysedTexts;
import org.qakit.dedup.Deduplicator;
import org.qakit.dedup.DuplicateClusters;
import org.qakit.dedup.DuplicateMatcher;
import org.qakit.dedup.PairFeatures;
import org.qakit.dedup.ScoredPair;

/** The text and JSON forms of a dedup run's clusters and of a leakage report; both show both sides of every pair. */
public final class DedupReport {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private DedupReport() {}

  /**
   * Each cluster with every accepted pair that joined it, both sides in full ({@link PairSides}):
   * a heading line per cluster (its number, size and weakest link), then one block per pair.
   */
  public static String clustersTable(Deduplicator.Result r, List<AnalysedTexts> items) {
    var out = new StringBuilder();
    int c = 0;
    for (DuplicateClusters.Cluster cl : r.clusters()) {
      c++;
      out.append(String.format(Locale.ROOT, "cluster %d: %d item(s), weakest link %s%n", c, cl.members().size(), fmt(cl.weakest())));
      for (ScoredPair p : cl.pairs()) {
        out.append(PairSides.text("  ", items.get(p.a()).texts(), items.get(p.b()).texts(), p.probability(), p.features()));
      }
    }
    return out.toString();
  }

  public static ObjectNode clustersJson(Deduplicator.Result r, List<AnalysedTexts> items, DuplicateMatcher.Accuracy acc) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("items", r.items());
    o.put("suspectPairs", r.suspectPairs());
    o.put("acceptedPairs", r.accepted().size());
    o.set("matcher", accuracyJson(acc));
    ArrayNode clusters = o.putArray("clusters");
    for (DuplicateClusters.Cluster cl : r.clusters()) {
      ObjectNode j = clusters.addObject();
      ArrayNode members = j.putArray("members");
      cl.members().forEach(m -> members.add(items.get(m).id()));
      j.put("weakest", cl.weakest());
      ArrayNode pairs = j.putArray("pairs");
      cl.pairs().forEach(p -> pairs.add(pairJson(p, items, items)));
    }
    return o;
  }

  /** Each leaked test item beside its best train match, both sides in full ({@link PairSides}). */
  public static String leakageTable(Deduplicator.Leakage l, List<AnalysedTexts> train, List<AnalysedTexts> test) {
    var out = new StringBuilder();
    for (Deduplicator.Leak k : l.leaks()) {
      out.append(PairSides.text("", test.get(k.test()).texts(), train.get(k.train()).texts(), k.pair().probability(),
          k.pair().features()));
    }
    return out.toString();
  }

  public static ObjectNode leakageJson(Deduplicator.Leakage l, List<AnalysedTexts> train, List<AnalysedTexts> test,
      DuplicateMatcher.Accuracy acc) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("trainItems", l.trainItems());
    o.put("testItems", l.testItems());
    o.put("suspectPairs", l.suspectPairs());
    o.put("leaked", l.leaks().size());
    o.put("rate", l.rate());
    o.set("matcher", accuracyJson(acc));
    ArrayNode leaks = o.putArray("leaks");
    for (Deduplicator.Leak k : l.leaks()) {
      ObjectNode j = leaks.addObject();
      j.put("test", test.get(k.test()).id());
      j.put("train", train.get(k.train()).id());
      j.put("probability", k.pair().probability());
      j.set("testSide", PairSides.json(test.get(k.test()).texts()));
      j.set("trainSide", PairSides.json(train.get(k.train()).texts()));
      ObjectNode f = j.putObject("features");
      double[] v = k.pair().features();
      for (int i = 0; i < v.length; i++) {
        f.put(PairFeatures.NAMES.get(i), v[i]);
      }
    }
    return o;
  }

  public static ObjectNode accuracyJson(DuplicateMatcher.Accuracy a) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("trainPairs", a.trainPairs());
    o.put("testPairs", a.testPairs());
    o.put("accuracy", a.accuracy());
    o.put("precision", a.precision());
    o.put("recall", a.recall());
    o.put("f1", a.f1());
    ObjectNode k = o.putObject("accuracyByKind");
    a.byKind().forEach(k::put);
    return o;
  }

  /** The one-line summary of the matcher's held-back accuracy. */
  public static String accuracyLine(DuplicateMatcher.Accuracy a) {
    return String.format(Locale.ROOT, "matcher: trained on %d %slabelled pair(s); held-back accuracy %.4f on %d pair(s)"
        + " (precision %.4f, recall %.4f)", a.trainPairs(), a.byKind().containsKey("real") ? "hand-" : "", a.accuracy(),
        a.testPairs(), a.precision(), a.recall());
  }

  private static ObjectNode pairJson(ScoredPair p, List<AnalysedTexts> left, List<AnalysedTexts> right) {
    ObjectNode j = MAPPER.createObjectNode();
    j.put("a", left.get(p.a()).id());
    j.put("b", right.get(p.b()).id());
    j.put("probability", p.probability());
    j.set("aSide", PairSides.json(left.get(p.a()).texts()));
    j.set("bSide", PairSides.json(right.get(p.b()).texts()));
    ObjectNode f = j.putObject("features");
    double[] v = p.features();
    for (int i = 0; i < v.length; i++) {
      f.put(PairFeatures.NAMES.get(i), v[i]);
    }
    return j;
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }
}
