package org.qakit.solve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.corpus.Corpus;
import org.qakit.dataset.Dataset;
import org.qakit.encode.EncoderConfig;
import org.qakit.encode.Models;
import org.qakit.encode.OnnxEncoder;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexBuilder;
import org.qakit.index.IndexProgress;
import org.qakit.knowledge.RerankRetriever;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.qualitative.AnnotationAgreement;
import org.qakit.solve.qualitative.EncoderSimilarity;
import org.qakit.solve.qualitative.KnowledgeSource;
import org.qakit.solve.qualitative.PhraseSimilarity;
import org.qakit.solve.qualitative.QualitativeEvidence;
import org.qakit.solve.qualitative.QualitativeSolver;
import org.qakit.solve.qualitative.QuartzPhenomena;
import org.qakit.solve.qualitative.WordNetScales;
import org.qakit.testing.SharedData;
import org.qakit.solve.ensemble.EnsembleSolver;
import org.qakit.solve.ensemble.EnsembleTrainer;
import org.qakit.split.IdList;
import org.qakit.text.Language;

/**
 * The qualitative solver's report (docs/qualitative.md): every setting, with and without the
 * encoder, on quartz-style dev and on the project's own fixtures (the first set and the held-out
 * set); accuracy, abstentions, the
 * phenomenon groups ({@link QuartzPhenomena}) and the agreement of each reading step with the
 * annotations. Not run by the build (no {@code Test} suffix); run it with
 *
 * <pre>
 * ./mvnw -q -B -o test -pl qakit-app -am -Dtest=QualitativeMeasurement -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
class QualitativeMeasurement {

  @Test
  void report() throws IOException {
    var lexicon = WordNetScales.load(WordNetScales.DEFAULT_FOLDER);
    Path fixture = Path.of("../qakit-lucene/src/test/resources/qakit/qualitative/quartz-fixtures.jsonl").toAbsolutePath();
    Path heldOut = Path.of("../qakit-lucene/src/test/resources/qakit/qualitative/quartz-heldout.jsonl").toAbsolutePath();
    Path knowledge = SharedData.path("quartz-style/knowledge.jsonl");
    Path index = Files.createTempDirectory("qakit-qualitative");
    new IndexBuilder(Language.ENGLISH, 1, false, IndexProgress.NONE).build(index.resolve("dev"), Corpus.of("quartz-knowledge", List.of(knowledge)));
    new IndexBuilder(Language.ENGLISH, 1, false, IndexProgress.NONE).build(index.resolve("fix"), Corpus.of("quartz-knowledge", List.of(fixture)));
    new IndexBuilder(Language.ENGLISH, 1, false, IndexProgress.NONE).build(index.resolve("held"), Corpus.of("quartz-knowledge", List.of(heldOut)));
    var encoder = OnnxEncoder.open(Models.registry().get("bge-small-en-v15-q"), EncoderConfig.DEFAULT);
    PhraseSimilarity similarity = new EncoderSimilarity(encoder);
    var folders = Map.of("quartz-style dev", "dev", "own fixtures", "fix", "own held-out fixtures", "held");
    for (var data : List.of(Map.entry("quartz-style dev", SharedData.path("quartz-style/dev.jsonl")), Map.entry("own fixtures", fixture),
        Map.entry("own held-out fixtures", heldOut))) {
      Dataset ds = Formats.get("quartz").read(data.getValue(), ReadOptions.STRICT);
      try (Bm25Retriever retriever = Bm25Retriever.open(index.resolve(folders.get(data.getKey())))) {
        var settings = new LinkedHashMap<String, KnowledgeSource>();
        settings.put("none", new KnowledgeSource.None());
        settings.put("gold", new KnowledgeSource.Gold());
        settings.put("retrieved, depth 1", new KnowledgeSource.Retrieved(retriever, 1));
        settings.put("retrieved, depth " + QualitativeSolver.RETRIEVAL_DEPTH, new KnowledgeSource.Retrieved(retriever, QualitativeSolver.RETRIEVAL_DEPTH));
        var reranked = new RerankRetriever(retriever, encoder, RerankRetriever.DEFAULT_DEPTH);
        settings.put("retrieved + rerank, depth 1", new KnowledgeSource.Retrieved(reranked, 1));
        settings.put("retrieved + rerank, depth " + QualitativeSolver.RETRIEVAL_DEPTH, new KnowledgeSource.Retrieved(reranked, QualitativeSolver.RETRIEVAL_DEPTH));
        System.out.println("\n## " + data.getKey() + " (" + ds.items().size() + " questions)\n");
        System.out.println("| setting | encoder | right | wrong | abstain | accuracy | tie-split | statement = gold | "
            + String.join(" | ", QuartzPhenomena.GROUPS) + " |");
        var agreements = new LinkedHashMap<String, AnnotationAgreement>();
        for (var s : settings.entrySet()) {
          for (PhraseSimilarity sim : new PhraseSimilarity[] {null, similarity}) {
            var solver = new QualitativeSolver(s.getValue(), lexicon, sim);
            var agreement = new AnnotationAgreement();
            System.out.println(row(s.getKey(), sim == null ? "none" : "bge-small-en", ds, solver, agreement));
            agreements.put(s.getKey() + (sim == null ? "" : " + encoder"), agreement);
          }
        }
        System.out.println("\n| step | " + String.join(" | ", agreements.keySet()) + " |");
        for (int i = 0; i < agreements.values().iterator().next().steps().size(); i++) {
          var cells = new ArrayList<String>();
          for (AnnotationAgreement a : agreements.values()) {
            var st = a.steps().get(i);
            cells.add(st.agree() + "/" + (st.agree() + st.disagree()) + (st.unread() > 0 ? " (" + st.unread() + " unread)" : ""));
          }
          System.out.println("| " + agreements.values().iterator().next().steps().get(i).name() + " | " + String.join(" | ", cells) + " |");
        }
      }
    }
  }

  /**
   * Every solver beside the qualitative one on quartz-style dev, by question group: random, ir, pmi,
   * entail (the embedding solver), qualitative gold and retrieved (bge-small-en), and the ensemble of
   * qualitative + entail. quartz-style has no train split, so the ensemble is (a) cross-fitted on all
   * 90: 5 folds of whole statements (6 statements, 18 questions each), each answered by a
   * combination trained on the other 4, and (b) trained on the train half of
   * benchmarks/splits/quartz-style-dev and scored on its evaluate half (the regression file); the
   * other solvers are scored on that half too. {@code -Dqualitative.member=qualitative-gold} puts the
   * gold-statement reading in the ensemble instead (entail still retrieves: mixed knowledge).
   */
  @Test
  void beside() throws IOException {
    Path dev = SharedData.path("quartz-style/dev.jsonl");
    List<MultipleChoiceItem> items = Formats.get("quartz").read(dev, ReadOptions.STRICT).items().stream()
        .map(MultipleChoiceItem.class::cast).toList();
    Path index = Files.createTempDirectory("qakit-qualitative").resolve("dev");
    new IndexBuilder(Language.ENGLISH, 1, false, IndexProgress.NONE).build(index, Corpus.of("quartz-knowledge", List.of(SharedData.path("quartz-style/knowledge.jsonl"))));
    var solvers = new LinkedHashMap<String, Solver>();
    var opened = new java.util.ArrayList<OpenSolver>();
    for (String id : List.of("random", "ir", "pmi", "entail", "qualitative-gold", "qualitative")) {
      var b = SolverSpec.builder(id).index(index).language("en", null);
      if (id.equals("entail") || id.startsWith("qualitative")) {
        b.encoder("bge-small-en-v15-q", null);
      }
      solvers.put(id + (id.equals("entail") || id.startsWith("qualitative") ? " + bge-small-en" : ""), open(opened, b.build()));
    }
    // -Dqualitative.member=qualitative-gold: the gold statement for the reading (entail still retrieves)
    String reader = System.getProperty("qualitative.member", "qualitative") + " + bge-small-en";
    List<Solver> members = List.of(solvers.get(reader), solvers.get("entail + bge-small-en"));
    // (a) cross-fitted: folds of whole statements, in order of first appearance
    var statements = items.stream().map(MultipleChoiceItem::group).distinct().toList();
    var crossFitted = new LinkedHashMap<String, Map<String, Double>>();
    for (int f = 0; f < 5; f++) {
      final int fold = f;
      var train = items.stream().filter(m -> statements.indexOf(m.group()) % 5 != fold).toList();
      EnsembleSolver e = EnsembleTrainer.train(members, train, 42);
      System.out.printf(Locale.ROOT, "fold %d: trained on %d, weights %s, lambda %s%n", f + 1, train.size(), e.weights(), e.training().lambda());
      items.stream().filter(m -> statements.indexOf(m.group()) % 5 == fold)
          .forEach(m -> crossFitted.put(m.id(), ((Prediction.ChoiceScores) e.solve(m).orElseThrow()).scores()));
    }
    var table = new LinkedHashMap<String, Map<String, Map<String, Double>>>();
    solvers.forEach((name, s) -> {
      var scores = new LinkedHashMap<String, Map<String, Double>>();
      items.forEach(m -> scores.put(m.id(), ((Prediction.ChoiceScores) s.solve(m).orElseThrow()).scores()));
      table.put(name, scores);
    });
    table.put("ensemble " + reader + " + entail, cross-fitted (5 statement folds)", crossFitted);
    // (b) the regression file's split
    IdList trainIds = IdList.read(Path.of("../benchmarks/splits/quartz-style-dev/train.ids"));
    IdList evalIds = IdList.read(Path.of("../benchmarks/splits/quartz-style-dev/evaluate.ids"));
    EnsembleSolver half = EnsembleTrainer.train(members, trainIds.select(items).stream().map(MultipleChoiceItem.class::cast).toList(), 42);
    System.out.println("split ensemble:\n" + half.training().summary(half.model()));
    var halfScores = new LinkedHashMap<String, Map<String, Double>>();
    items.forEach(m -> halfScores.put(m.id(), ((Prediction.ChoiceScores) half.solve(m).orElseThrow()).scores()));
    table.put("ensemble " + reader + " + entail, trained on the train half", halfScores);
    var evaluate = new java.util.HashSet<String>();
    evalIds.select(items).forEach(i -> evaluate.add(i.id()));
    System.out.println("\n| solver | all 90 | tie-split | evaluate half (45) | " + String.join(" | ", QuartzPhenomena.GROUPS) + " |");
    table.forEach((name, scores) -> {
      double all = 0, tie = 0, halfRight = 0;
      var group = new LinkedHashMap<String, double[]>();
      QuartzPhenomena.GROUPS.forEach(g -> group.put(g, new double[2]));
      for (MultipleChoiceItem m : items) {
        Map<String, Double> sc = scores.get(m.id());
        double max = sc.values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        long tied = sc.values().stream().filter(v -> v == max).count();
        boolean right = sc.get(m.answer()) == max && tied == 1;
        all += right ? 1 : 0;
        tie += sc.get(m.answer()) == max ? 1.0 / tied : 0;
        halfRight += right && evaluate.contains(m.id()) ? 1 : 0;
        for (String g : QuartzPhenomena.of(m)) {
          group.get(g)[0] += right ? 1 : 0;
          group.get(g)[1]++;
        }
      }
      var cells = new ArrayList<String>();
      group.forEach((g, c) -> cells.add(String.format(Locale.ROOT, "%.3f (%d/%d)", c[0] / c[1], (int) c[0], (int) c[1])));
      System.out.printf(Locale.ROOT, "| %s | %.4f | %.4f | %.4f (%d) | %s |%n", name, all / items.size(), tie / items.size(),
          halfRight / evaluate.size(), (int) halfRight, String.join(" | ", cells));
    });
  }

  private static String row(String setting, String encoder, Dataset ds, QualitativeSolver solver, AnnotationAgreement agreement) {
    int right = 0;
    int wrong = 0;
    int abstain = 0;
    int gold = 0;
    var groupRight = new LinkedHashMap<String, int[]>();
    QuartzPhenomena.GROUPS.forEach(g -> groupRight.put(g, new int[2]));
    for (var it : ds.items()) {
      var m = (MultipleChoiceItem) it;
      QualitativeEvidence e = solver.evidence(m);
      agreement.add(m, e);
      boolean answered = e.decision().equals("answer");
      boolean ok = answered && e.options().stream().filter(o -> o.score() == 1.0).findFirst().orElseThrow().label().equals(m.answer());
      right += ok ? 1 : 0;
      wrong += answered && !ok ? 1 : 0;
      abstain += answered ? 0 : 1;
      gold += e.knowledge() != null && e.knowledge().id().equals(m.group()) ? 1 : 0;
      for (String g : QuartzPhenomena.of(m)) {
        groupRight.get(g)[0] += ok ? 1 : 0;
        groupRight.get(g)[1]++;
      }
    }
    int n = ds.items().size();
    var cells = new ArrayList<String>();
    groupRight.forEach((g, c) -> cells.add(c[1] == 0 ? "–" : String.format(Locale.ROOT, "%.3f (%d/%d)", c[0] / (double) c[1], c[0], c[1])));
    return String.format(Locale.ROOT, "| %s | %s | %d | %d | %d | %.4f | %.4f | %d | %s |", setting, encoder, right, wrong, abstain,
        right / (double) n, (right + abstain / 2.0) / n, gold, String.join(" | ", cells));
  }

  /** Opens a solver; what it opened stays open until the measurement JVM exits. */
  private static Solver open(List<OpenSolver> opened, SolverSpec spec) throws IOException {
    OpenSolver o = SolverFactories.open(spec);
    opened.add(o);
    return o.solver();
  }
}
