package org.qakit.serve.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;
import org.qakit.solve.Solver;
import org.qakit.solve.SolverFactories;
import org.qakit.solve.SolverSpec;

/**
 * The solvers a server was started with ({@code --solver}, built once by {@link SolverFactories}
 * from their {@link SolverSpec}s) and the indexes it was given, answering one question at a time.
 * The answer is the top-scored option or candidate (ties: the first in order) or the first answer
 * string; every score and the solver's evidence go with it.
 */
public final class Answerer {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final Map<String, Solver> solvers;
  private final List<Path> indexes;

  public Answerer(Map<String, Solver> solvers, List<Path> indexes) {
    this.solvers = new LinkedHashMap<>(solvers);
    this.indexes = List.copyOf(indexes);
  }

  /** Builds each spec's solver. */
  public static Answerer build(List<SolverSpec> specs, List<Path> indexes) throws IOException {
    var solvers = new LinkedHashMap<String, Solver>();
    for (SolverSpec spec : specs) {
      solvers.put(spec.id(), SolverFactories.create(spec));
    }
    return new Answerer(solvers, indexes);
  }

  /** The solver ids, in the order given. */
  public List<String> solverIds() {
    return List.copyOf(solvers.keySet());
  }

  public Map<String, Solver> solvers() {
    return java.util.Collections.unmodifiableMap(solvers);
  }

  public List<Path> indexes() {
    return indexes;
  }

  /**
   * The answer to {@code request} as JSON: {@code solver}, {@code kind}, {@code answer} (null when
   * the solver gave none), {@code scores} and {@code evidence} (null when the solver gives none).
   *
   * @throws IllegalArgumentException for an unknown solver, a malformed request, or a solver that
   *     does not answer this kind of question
   */
  public ObjectNode answer(AnswerRequest request) {
    if (solvers.isEmpty()) {
      throw new IllegalArgumentException("this server was started without solvers (qakit serve --solver ID)");
    }
    String id = request.solver() == null || request.solver().isBlank() ? solverIds().get(0) : request.solver();
    Solver solver = solvers.get(id);
    if (solver == null) {
      throw new IllegalArgumentException("unknown solver '" + id + "'; this server has " + String.join(", ", solverIds()));
    }
    Item item = request.toItem();
    Optional<Solution> solution = solver.solveWithEvidence(item);
    if (solution.isEmpty()) {
      throw new IllegalArgumentException("solver '" + id + "' does not answer " + item.kind().id() + " questions");
    }
    ObjectNode out = JSON.createObjectNode();
    out.put("solver", id);
    out.put("kind", item.kind().id());
    ArrayNode scores = out.putArray("scores");
    switch (solution.get().prediction()) {
      case Prediction.ChoiceScores c -> {
        MultipleChoiceItem mc = (MultipleChoiceItem) item;
        String best = null;
        double top = Double.NEGATIVE_INFINITY;
        for (var choice : mc.choices()) {
          double score = c.scores().getOrDefault(choice.label(), Double.NaN);
          scores.addObject().put("label", choice.label()).put("text", choice.text()).put("score", score);
          if (score > top) {
            top = score;
            best = choice.label();
          }
        }
        out.put("answer", best);
      }
      case Prediction.CandidateScores c -> {
        AnswerSelectionItem as = (AnswerSelectionItem) item;
        int best = -1;
        for (int i = 0; i < as.candidates().size(); i++) {
          double score = i < c.scores().size() ? c.scores().get(i) : Double.NaN;
          scores.addObject().put("sentence", as.candidates().get(i).text()).put("score", score);
          if (best < 0 || score > c.scores().get(best)) {
            best = i;
          }
        }
        out.put("answer", best < 0 ? null : as.candidates().get(best).text());
      }
      case Prediction.Answers a -> {
        a.answers().forEach(text -> scores.addObject().put("answer", text));
        out.put("answer", a.answers().isEmpty() ? null : a.answers().get(0));
      }
    }
    out.set("evidence", solution.get().evidenceIfAny().<com.fasterxml.jackson.databind.JsonNode>map(e -> e.json()).orElse(null));
    return out;
  }
}
