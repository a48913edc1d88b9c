package org.qakit.solve;

import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import org.qakit.analysis.Analysis;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.solve.choice.IrSolver;
import org.qakit.solve.choice.PmiSolver;
import org.qakit.solve.extract.ExtractiveSolver;
import org.qakit.solve.extract.SpanCandidates;
import org.qakit.solve.select.DocumentSelector;
import org.qakit.kb.KbStore;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.KbQuestionItem;
import org.qakit.solve.kb.KbqaSolver;
import org.qakit.solve.kb.KbqaTrainer;
import org.qakit.registry.Registry;
import org.qakit.select.SentenceRanker;
import org.qakit.text.Language;

/**
 * The solvers {@code qakit solve}, {@code qakit run} and {@code qakit bench} can build, by id. An
 * unknown id gets the close matches; a solver that needs {@code --train}, {@code --index} or {@code --kb}
 * and lacks it says which option (and which command) provides it. An index-backed solver is one line:
 * {@code index("ir", "…", dir -> new IrSolver(new Bm25Retriever(dir)))}.
 */
public final class SolverFactories {

  private static final Registry<SolverFactory> REGISTRY = new Registry<>("solver", List.of(
      simple("random", "chance baseline: a seeded pseudo-random score per option or candidate (--seed, default "
          + Solvers.RANDOM_SEED + ")", spec -> new RandomSolver(spec.seed())),
      simple("word-overlap", Solvers.registry().get("word-overlap").description(), spec -> new WordOverlapSolver()),
      trained("sentence-ranker", "answer-sentence selection: lexical, answer-type, number, entity and infobox features combined by a"
          + " pairwise logistic ranker trained on --train (answer-selection items) for --lang [--analyzer] (docs/rankers.md)",
          SolverFactories::sentenceRanker),
      index("ir", "multiple choice, Clark et al. 2016: BM25 score of the top hit of (scenario + stem + option) sharing a word"
          + " with the question and one with the option (--index; docs/solvers.md)", spec -> new IrSolver(retriever(spec))),
      index("pmi", "multiple choice, Clark et al. 2016: average PMI of question and option n-grams co-occurring within"
          + " 10 tokens in the indexed sentences (--index; docs/solvers.md)", spec -> new PmiSolver(retriever(spec))),
      index("doc-select", "document selection (sqad --view document-selection), SQAD v3 (Medveď, Sabol and Horák 2020): BM25 of the question against each candidate article in --index, built with --importer sqad-articles (docs/extraction.md)", spec -> new DocumentSelector(retriever(spec))),
      factory("extract", "extraction items (sqad extraction view, SQAD v3: Medveď, Sabol and Horák 2020; sciq direct-answer view, Welbl et al. 2017): BM25 answer sentence, spans typed DATE/NUMBER/PERSON/PLACE ranked by type match, question overlap and proximity (--lang en|cs; with --index: the passage is the question's top hit; docs/extraction.md)", SolverFactory.Needs.NOTHING, SolverFactories::extractive),
      trained("kbqa", "knowledge-base QA, NLPCC 2016: entity linking and predicate matching learned from --train questions with gold triples, over the store of --kb (qakit kb build; docs/kbqa.md)", SolverFactories::kbqa),
      factory("embed", EmbedSolvers.DESCRIPTION, SolverFactory.Needs.NOTHING, EmbedSolvers::create)));

  private SolverFactories() {}

  public static Registry<SolverFactory> registry() {
    return REGISTRY;
  }

  /** Checks what the solver needs and builds it. */
  public static Solver create(SolverSpec spec) throws IOException {
    SolverFactory f = REGISTRY.get(spec.id());
    if (f.needs() == SolverFactory.Needs.TRAIN && spec.train().isEmpty()) {
      throw new IllegalArgumentException("solver '" + spec.id() + "' is trained: give its training data with --train FILE"
          + " (and --train-format when it differs from --format)");
    }
    if (f.needs() == SolverFactory.Needs.INDEX && spec.index() == null) {
      throw new IllegalArgumentException("solver '" + spec.id() + "' needs an index: give --index DIR, built by"
          + " `qakit index build --importer ID --lang L -o DIR PATH...`");
    }
    return f.create(spec);
  }

  /** The index of --index, checked against --lang and --analyzer when given (else the index's own analysis). */
  private static Bm25Retriever retriever(SolverSpec spec) throws IOException {
    if (spec.language() == null && spec.analyzer() != null) {
      throw new IllegalArgumentException("--analyzer " + spec.analyzer() + " needs --lang (en, zh or cs)");
    }
    return spec.language() == null
        ? Bm25Retriever.open(spec.index())
        : Bm25Retriever.open(spec.index(), Analysis.of(spec.language(), spec.analyzer()));
  }

  /** The extractive solver: --lang (or the language of --index), the item's passage or the index's top hit. */
  private static Solver extractive(SolverSpec spec) throws IOException {
    Bm25Retriever index = spec.index() == null ? null : retriever(spec);
    Language language = spec.language() != null ? Language.of(spec.language()) : index != null ? index.language() : null;
    if (language == null) {
      throw new IllegalArgumentException("solver 'extract' needs --lang (en or cs) for its question types, stop words and analyzer");
    }
    return new ExtractiveSolver(language, index, SpanCandidates.DEFAULT_MAX_WORDS, ExtractiveSolver.DEFAULT_ANSWERS);
  }

  private static Solver sentenceRanker(SolverSpec spec) throws IOException {
    if (spec.language() == null) {
      throw new IllegalArgumentException("solver 'sentence-ranker' needs --lang (en, zh or cs) for its analyzer");
    }
    Analysis analysis = Analysis.of(spec.language(), spec.analyzer());
    var items = spec.readTrain().stream().filter(AnswerSelectionItem.class::isInstance).map(AnswerSelectionItem.class::cast).toList();
    if (items.isEmpty()) {
      throw new IllegalArgumentException("--train " + spec.train() + ": expected answer-selection items to train sentence-ranker, found none");
    }
    return SentenceRanker.train(items, analysis);
  }

  private static Solver kbqa(SolverSpec spec) throws IOException {
    if (spec.kb() == null) {
      throw new IllegalArgumentException("solver 'kbqa' needs a knowledge base: give --kb DIR, built by"
          + " `qakit kb build --format nlpcc-kbqa KB_FILE... -o DIR`");
    }
    var items = spec.readTrain().stream().filter(KbQuestionItem.class::isInstance).map(KbQuestionItem.class::cast).toList();
    if (items.isEmpty()) {
      throw new IllegalArgumentException("--train " + spec.train() + ": expected knowledge-base questions to train kbqa, found none");
    }
    KbStore store = KbStore.open(spec.kb());
    return new KbqaSolver(store, KbqaTrainer.train(store, items, spec.seed()));
  }

  /** A factory body that may read files. */
  @FunctionalInterface
  interface Body {
    Solver create(SolverSpec spec) throws IOException;
  }

  static SolverFactory simple(String id, String description, Function<SolverSpec, Solver> body) {
    return factory(id, description, SolverFactory.Needs.NOTHING, body::apply);
  }

  static SolverFactory trained(String id, String description, Body body) {
    return factory(id, description, SolverFactory.Needs.TRAIN, body);
  }

  static SolverFactory index(String id, String description, Body body) {
    return factory(id, description, SolverFactory.Needs.INDEX, body);
  }

  private static SolverFactory factory(String id, String description, SolverFactory.Needs needs, Body body) {
    return new SolverFactory() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String description() {
        return description;
      }

      @Override
      public Needs needs() {
        return needs;
      }

      @Override
      public Solver create(SolverSpec spec) throws IOException {
        return body.create(spec);
      }
    };
  }
}
