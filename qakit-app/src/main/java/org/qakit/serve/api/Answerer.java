package org.qakit.serve.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.solve.OpenSolver;
import org.qakit.solve.Solution;
import org.qakit.solve.Solver;
import org.qakit.solve.SolverFactories;
import org.qakit.solve.SolverSpec;
import org.qakit.solve.extract.ExtractiveSolver;

/**
 * The solvers a server was started with ({@code --solver}, built once by {@link SolverFactories}
 * from their {@link SolverSpec}s) and the indexes it was given, answering one question at a time
 * within the limits of {@link ApiOptions}: a request over a size limit is refused (413) before any
 * work, and the work runs on an {@link AnswerPool} within the time budget. The JSON is {@link AnswerJson}'s.
 *
 * <p>Passages: an extraction question (a {@code context} and no options, candidates or document)
 * is read from the context sent, also by an {@code extract} solver that was given an index, which
 * otherwise answers from its index's top hit; a question sent alone to such a solver is answered
 * from the index. The answer's {@code passageSource} says which: {@code request} or {@code index}.
 */
public final class Answerer implements AutoCloseable {
  private final Map<String, Solver> solvers;
  private final Map<String, Solver> passageReaders;
  private final List<Path> indexes;
  private final List<OpenSolver> owned;
  private final ApiOptions limits;
  private final AnswerPool pool;

  /** Answers with {@code solvers} within the default limits. */
  public Answerer(Map<String, Solver> solvers, List<Path> indexes) {
    this(solvers, indexes, ApiOptions.defaults());
  }

  /** Answers with {@code solvers} within {@code limits}, on one thread per processor. */
  public Answerer(Map<String, Solver> solvers, List<Path> indexes, ApiOptions limits) {
    this(solvers, Map.of(), indexes, List.of(), limits, Runtime.getRuntime().availableProcessors());
  }

  /** As the public constructor, on {@code threads} answering threads. */
  Answerer(Map<String, Solver> solvers, ApiOptions limits, int threads) {
    this(solvers, Map.of(), List.of(), List.of(), limits, threads);
  }

  private Answerer(Map<String, Solver> solvers, Map<String, Solver> passageReaders, List<Path> indexes, List<OpenSolver> owned,
      ApiOptions limits, int threads) {
    this.solvers = new LinkedHashMap<>(solvers);
    this.passageReaders = Map.copyOf(passageReaders);
    this.indexes = List.copyOf(indexes);
    this.owned = List.copyOf(owned);
    this.limits = limits;
    this.pool = new AnswerPool(threads, limits.timeBudget());
  }

  /** Builds each spec's solver; {@link #close} closes what they opened (encoders, indexes). */
  public static Answerer build(List<SolverSpec> specs, List<Path> indexes, ApiOptions limits) throws IOException {
    var solvers = new LinkedHashMap<String, Solver>();
    var readers = new LinkedHashMap<String, Solver>();
    var owned = new ArrayList<OpenSolver>();
    try {
      for (SolverSpec spec : specs) {
        OpenSolver open = SolverFactories.open(spec);
        owned.add(open);
        solvers.put(spec.id(), open.solver());
        if (open.solver() instanceof ExtractiveSolver x && (spec.index() != null || spec.solr() != null)) {
          readers.put(spec.id(), new ExtractiveSolver(x.language()));
        }
      }
    } catch (IOException | RuntimeException e) {
      owned.forEach(OpenSolver::close);
      throw e;
    }
    return new Answerer(solvers, readers, indexes, owned, limits, Runtime.getRuntime().availableProcessors());
  }

  /** Closes the answering threads and the encoders and indexes of the solvers {@link #build} opened. */
  @Override
  public void close() {
    pool.close();
    owned.forEach(OpenSolver::close);
  }

  /** The solver ids, in the order given. */
  public List<String> solverIds() {
    return List.copyOf(solvers.keySet());
  }

  public Map<String, Solver> solvers() {
    return Collections.unmodifiableMap(solvers);
  }

  public List<Path> indexes() {
    return indexes;
  }

  public ApiOptions limits() {
    return limits;
  }

  /**
   * The answer to {@code request} as JSON: {@code solver}, {@code kind}, {@code answer} (null when
   * the solver gave none), {@code scores}, {@code evidence} (null when the solver gives none or it
   * is over the limit: then {@code evidenceOmitted}) and, for an extraction, {@code passageSource}.
   *
   * @throws ApiError 422 for an unknown solver, a request without a question or with too few
   *     options, or a solver that does not answer this kind of question; 413 over a size limit;
   *     503 past the time budget or when every thread is busy
   */
  public ObjectNode answer(AnswerRequest request) {
    if (solvers.isEmpty()) {
      throw ApiError.invalid("this server was started without solvers (qakit serve --solver ID)");
    }
    String id = request.solver() == null || request.solver().isBlank() ? solverIds().get(0) : request.solver();
    Solver solver = solvers.get(id);
    if (solver == null) {
      throw ApiError.invalid("unknown solver '" + id + "'; this server has " + String.join(", ", solverIds()));
    }
    request.checkSize(limits);
    return pool.run(() -> solve(id, solver, request));
  }

  private ObjectNode solve(String id, Solver solver, AnswerRequest request) {
    Item item = request.toItem(limits.maxItems());
    Solver reader = passageReaders.get(id);
    String passageSource = null;
    if (item instanceof ExtractionItem) {
      passageSource = "request";
      solver = reader != null ? reader : solver;
    } else if (reader != null && request.questionOnly()) {
      item = request.toOpenExtraction();
      passageSource = "index";
    }
    Optional<Solution> solution;
    try {
      solution = solver.solveWithEvidence(item);
    } catch (IllegalArgumentException e) {
      throw ApiError.invalid("solver '" + id + "' cannot answer this question: " + e.getMessage());
    }
    if (solution.isEmpty()) {
      throw ApiError.invalid("solver '" + id + "' does not answer " + item.kind().id() + " questions");
    }
    return AnswerJson.of(id, item, solution.get(), passageSource, limits.maxEvidenceBytes());
  }
}
