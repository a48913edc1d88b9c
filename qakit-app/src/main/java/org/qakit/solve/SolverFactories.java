package org.qakit.solve;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.qakit.analysis.Analysis;
import org.qakit.retrieve.AnalyzedRetriever;
import org.qakit.retrieve.Bm25Retriever;
import org.qakit.retrieve.TermSearch;
import org.qakit.solr.SolrKnowledgeBase;
import org.qakit.solr.SolrRetriever;
import org.qakit.solve.choice.IrSolver;
import org.qakit.solve.choice.PmiSolver;
import org.qakit.solve.choice.ReadingSolver;
import org.qakit.solve.extract.ExtractiveSolver;
import org.qakit.solve.extract.SpanCandidates;
import org.qakit.solve.select.DocumentSelector;
import org.qakit.kb.KbStore;
import org.qakit.kb.KnowledgeBase;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.ensemble.EnsembleTrainer;
import org.qakit.solve.kb.KbqaModel;
import org.qakit.solve.kb.KbqaSolver;
import org.qakit.solve.kb.KbqaTrainer;
import org.qakit.solve.kb.PredicateEmbedding;
import org.qakit.embed.TextEncoder;
import org.qakit.knowledge.RerankRetriever;
import org.qakit.knowledge.Retriever;
import org.qakit.solve.qualitative.EncoderSimilarity;
import org.qakit.solve.qualitative.KnowledgeSource;
import org.qakit.solve.qualitative.QualitativeSolver;
import org.qakit.solve.qualitative.WordNetScales;
import org.qakit.registry.Registry;
import org.qakit.select.CrossEncoderFeatures;
import org.qakit.select.SentenceFeatures;
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
          + Solvers.RANDOM_SEED + ")", (spec, open) -> new RandomSolver(spec.seed())),
      simple("word-overlap", Solvers.registry().get("word-overlap").description(), (spec, open) -> new WordOverlapSolver()),
      trained("sentence-ranker", "answer-sentence selection: lexical, answer-type, number, entity and infobox features combined by a"
          + " pairwise logistic ranker trained on --train (answer-selection items) for --lang [--analyzer]; --encoder M adds"
          + " the bi-encoder cosine of question and sentence and its question-type-aware variants; --cross-encoder DIR adds the"
          + " score of a model folder of qakit train --head pair (docs/rankers.md, docs/training.md)",
          SolverFactories::sentenceRanker),
      factory("sentence-ranker-untrained", "answer-sentence selection without training data, sentence-ranker's fixed mode: (BM25 relative to the"
          + " item's best sentence + share of the question's lemmas in the sentence + 1 − position/n) / 3, equal weights not tuned on"
          + " data, for --lang [--analyzer] (docs/rankers.md)", SolverFactory.Needs.NOTHING, SolverFactories::untrainedRanker),
      index("ir", "multiple choice, Clark et al. 2016: BM25 score of the top hit of (scenario + stem + option) sharing a word"
          + " with the question and one with the option (--index, or --solr/--collection; docs/solvers.md)", (spec, open) -> new IrSolver(retriever(spec, open))),
      index("pmi", "multiple choice, Clark et al. 2016: average PMI of question and option n-grams co-occurring within"
          + " 10 tokens in the indexed sentences (--index, or --solr/--collection; docs/solvers.md)", (spec, open) -> new PmiSolver(retriever(spec, open))),
      index("reading", "multiple choice, GeoSQA's reading-comprehension baseline (Huang et al. 2019): per option the top "
          + ReadingSolver.DEFAULT_SENTENCES + " hits of ir's query (scenario + stem + option), a span extracted from them by"
          + " the extract reader for the stem, the option scored by its bag-of-words cosine with the span (--index, or"
          + " --solr/--collection; docs/solvers.md)", (spec, open) -> new ReadingSolver(retriever(spec, open))),
      index("doc-select", "document selection (sqad --view document-selection), SQAD v3 (Medveď, Sabol and Horák 2020): BM25 of the question against each candidate article in --index (or --solr/--collection), built with --importer sqad-articles (docs/extraction.md)", (spec, open) -> new DocumentSelector(retriever(spec, open))),
      factory("extract", "extraction items (sqad extraction view, SQAD v3: Medveď, Sabol and Horák 2020; sciq direct-answer view, Welbl et al. 2017): BM25 answer sentence, spans typed DATE/NUMBER/PERSON/PLACE ranked by type match, question overlap and proximity (--lang en|cs|zh; with --index or --solr/--collection: the passage is the question's top hit; docs/extraction.md)", SolverFactory.Needs.NOTHING, SolverFactories::extractive),
      trained("kbqa", "knowledge-base QA, NLPCC 2016: entity linking and predicate matching learned from --train questions with gold triples, over the store of --kb (qakit kb build) or --solr/--collection; --encoder M adds the cosine of question pattern and predicate (docs/kbqa.md)", SolverFactories::kbqa),
      trained("ensemble", "multiple choice, Clark et al. 2016: a logistic regression over the members' within-item z-scores and top shares (--member ID, at least 2, each built from the same options), trained on --train with λ by 5-fold cross-validation; the weights go to stderr and the evidence (docs/solvers.md)", SolverFactories::ensemble),
      index("entail", EntailFactory.DESCRIPTION, EntailFactory::create),
      factory("embed", EmbedSolvers.DESCRIPTION, SolverFactory.Needs.NOTHING, EmbedSolvers::create),
      factory("cross-encoder", CrossEncoderFactory.DESCRIPTION, SolverFactory.Needs.NOTHING, CrossEncoderFactory::create),
      factory("choice-model", ChoiceModelFactory.DESCRIPTION, SolverFactory.Needs.NOTHING, ChoiceModelFactory::create),
      factory("span-reader", SpanReaderFactory.DESCRIPTION, SolverFactory.Needs.NOTHING, SpanReaderFactory::create),

      index("qualitative", "QuaRTz-style qualitative reasoning, retrieved knowledge: reads the top statement of --index (quartz-knowledge; BM25, re-ranked by --encoder when given) into cause/effect directions, composes the signs with the question's, abstains when it cannot read; --encoder also places what no word compares (docs/qualitative.md)", (spec, open) -> qualitative(spec, open, null)),
      simple("qualitative-gold", "the qualitative solver with perfect knowledge: the item's gold statement (QuaRTz para) [--encoder] (docs/qualitative.md)", (spec, open) -> qualitative(spec, open, new KnowledgeSource.Gold())),
      simple("qualitative-none", "the qualitative solver without knowledge: a direct relation (more cause, more effect) assumed [--encoder] (docs/qualitative.md)", (spec, open) -> qualitative(spec, open, new KnowledgeSource.None()))));

  private SolverFactories() {}

  public static Registry<SolverFactory> registry() {
    return REGISTRY;
  }

  /**
   * Checks what the solver needs and builds it, with everything it opens (encoders, indexes,
   * stores) held in the returned {@link OpenSolver}: close it when the solver is done. When building
   * fails, what was already opened is closed before the error comes back.
   */
  public static OpenSolver open(SolverSpec spec) throws IOException {
    var resources = new SolverResources();
    try {
      return new OpenSolver(build(spec, resources), resources);
    } catch (IOException | RuntimeException e) {
      try {
        resources.close();
      } catch (RuntimeException suppressed) {
        e.addSuppressed(suppressed);
      }
      throw e;
    }
  }

  /** Checks what the solver needs and builds it, registering what it opens in {@code resources}. */
  static Solver build(SolverSpec spec, SolverResources resources) throws IOException {
    SolverFactory f = REGISTRY.get(spec.id());
    if (f.needs() == SolverFactory.Needs.TRAIN && spec.train().isEmpty()) {
      throw new IllegalArgumentException("solver '" + spec.id() + "' is trained: give its training data with --train FILE"
          + " (and --train-format when it differs from --format)");
    }
    if (f.needs() == SolverFactory.Needs.INDEX && spec.index() == null && spec.solr() == null) {
      throw new IllegalArgumentException("solver '" + spec.id() + "' needs an index: give --index DIR, built by"
          + " `qakit index build --importer ID --lang L -o DIR PATH...` (or --solr URL --collection NAME, built with --backend solr)");
    }
    return f.create(spec, resources);
  }

  /** The encoder of --encoder, held in {@code resources}. */
  static org.qakit.encode.Encoder encoder(SolverSpec spec, SolverResources resources) {
    return resources.add(spec.encoder().open());
  }

  /**
   * The knowledge of an index-backed solver: the SolrCloud collection of --solr/--collection (queried
   * and analysed as --lang [--analyzer], which its config set must match), else the index of --index,
   * checked against --lang and --analyzer when given (else the index's own analysis).
   */
  static TermSearch retriever(SolverSpec spec, SolverResources resources) throws IOException {
    if (spec.language() == null && spec.analyzer() != null) {
      throw new IllegalArgumentException("--analyzer " + spec.analyzer() + " needs --lang (en, zh or cs)");
    }
    if (spec.solr() == null) {
      return embedded(spec, resources);
    }
    if (spec.language() == null) {
      throw new IllegalArgumentException("--solr needs --lang (and --analyzer when not the language's default): queries are"
          + " analysed as the collection's config set was generated");
    }
    Analysis analysis = Analysis.of(spec.language(), spec.analyzer());
    SolrRetriever solr = SolrRetriever.open(spec.solr().urls(), spec.solr().collection(), analysis.id());
    try {
      return resources.add(new AnalyzedRetriever(solr, analysis)); // closing it closes the Solr clients
    } catch (RuntimeException e) {
      solr.close();
      throw e;
    }
  }

  /** The embedded index of --index, checked against --lang and --analyzer when given. */
  static Bm25Retriever embedded(SolverSpec spec, SolverResources resources) throws IOException {
    if (spec.language() == null && spec.analyzer() != null) {
      throw new IllegalArgumentException("--analyzer " + spec.analyzer() + " needs --lang (en, zh or cs)");
    }
    return resources.add(spec.language() == null
        ? Bm25Retriever.open(spec.index())
        : Bm25Retriever.open(spec.index(), Analysis.of(spec.language(), spec.analyzer())));
  }

  /**
   * The qualitative solver over WordNet's scales (English only); with --encoder, its similarity
   * for projections and, in the retrieved setting ({@code source} null), the BM25 hits of --index
   * re-ranked by the encoder's cosine ({@link RerankRetriever}).
   */
  private static Solver qualitative(SolverSpec spec, SolverResources open, KnowledgeSource source) throws IOException {
    if (spec.language() != null && Language.of(spec.language()) != Language.ENGLISH) {
      throw new IllegalArgumentException("solver '" + spec.id() + "' reads English only (WordNet), found --lang " + spec.language());
    }
    TextEncoder encoder = spec.encoder() == null ? null : encoder(spec, open);
    if (source == null) {
      Retriever bm25 = retriever(spec, open);
      source = new KnowledgeSource.Retrieved(encoder == null ? bm25 : new RerankRetriever(bm25, encoder, RerankRetriever.DEFAULT_DEPTH),
          QualitativeSolver.RETRIEVAL_DEPTH);
    }
    return new QualitativeSolver(source, WordNetScales.load(WordNetScales.DEFAULT_FOLDER), encoder == null ? null : new EncoderSimilarity(encoder));
  }

  /** The extractive solver: --lang (or the language of --index), the item's passage or the index's top hit. */
  private static Solver extractive(SolverSpec spec, SolverResources open) throws IOException {
    TermSearch index = spec.index() == null && spec.solr() == null ? null : retriever(spec, open);
    Language language = spec.language() != null ? Language.of(spec.language()) : index != null ? index.analysis().language() : null;
    if (language == null) {
      throw new IllegalArgumentException("solver 'extract' needs --lang (en, cs or zh) for its question types, stop words and analyzer");
    }
    return new ExtractiveSolver(language, index, SpanCandidates.DEFAULT_MAX_WORDS, ExtractiveSolver.DEFAULT_ANSWERS);
  }

  private static Solver sentenceRanker(SolverSpec spec, SolverResources open) throws IOException {
    if (spec.language() == null) {
      throw new IllegalArgumentException("solver 'sentence-ranker' needs --lang (en, zh or cs) for its analyzer");
    }
    Analysis analysis = Analysis.of(spec.language(), spec.analyzer());
    var items = spec.readTrain().stream().filter(AnswerSelectionItem.class::isInstance).map(AnswerSelectionItem.class::cast).toList();
    if (items.isEmpty()) {
      throw new IllegalArgumentException("--train " + spec.train() + ": expected answer-selection items to train sentence-ranker, found none");
    }
    var features = spec.encoder() == null ? SentenceFeatures.forLanguage(analysis.language())
        : SentenceFeatures.withEmbeddings(analysis.language(), encoder(spec, open));
    if (spec.crossEncoder() != null) {
      var crossEncoder = CrossEncoderFactory.open(spec, open);
      features = features.plus(new CrossEncoderFeatures(crossEncoder.id(), crossEncoder::score));
    }
    return SentenceRanker.train(items, analysis, features, SentenceRanker.Learner.PAIRWISE, SentenceRanker.LAMBDA);
  }

  private static Solver untrainedRanker(SolverSpec spec, SolverResources open) {
    if (spec.language() == null) {
      throw new IllegalArgumentException("solver 'sentence-ranker-untrained' needs --lang (en, zh or cs) for its analyzer");
    }
    return new org.qakit.select.UntrainedSentenceRanker(Analysis.of(spec.language(), spec.analyzer()));
  }

  private static Solver kbqa(SolverSpec spec, SolverResources open) throws IOException {
    if (spec.kb() == null && spec.solr() == null) {
      throw new IllegalArgumentException("solver 'kbqa' needs a knowledge base: give --kb DIR, built by"
          + " `qakit kb build --format nlpcc-kbqa KB_FILE... -o DIR` (or --solr URL --collection NAME, built with --backend solr)");
    }
    if (spec.kb() != null && spec.solr() != null) {
      throw new IllegalArgumentException("give the knowledge base as --kb DIR or as --solr URL --collection NAME, not both");
    }
    var items = spec.readTrain().stream().filter(KbQuestionItem.class::isInstance).map(KbQuestionItem.class::cast).toList();
    if (items.isEmpty()) {
      throw new IllegalArgumentException("--train " + spec.train() + ": expected knowledge-base questions to train kbqa, found none");
    }
    KnowledgeBase store = open.add(spec.solr() != null ? SolrKnowledgeBase.open(spec.solr().urls(), spec.solr().collection())
        : KbStore.open(spec.kb()));
    var embedding = spec.encoder() == null ? null : new PredicateEmbedding(encoder(spec, open));
    KbqaModel model = KbqaTrainer.train(store, items, spec.seed(), embedding);
    return new KbqaSolver(store, spec.minPrecision() == null ? model : model.withMinPrecision(spec.minPrecision()));
  }

  private static Solver ensemble(SolverSpec spec, SolverResources open) throws IOException {
    if (spec.members().size() < 2) {
      throw new IllegalArgumentException("solver 'ensemble' combines other solvers: give at least 2 with --member ID"
          + " (e.g. --member ir --member pmi --member word-overlap), found " + spec.members().size());
    }
    var members = new ArrayList<Solver>();
    for (String id : spec.members()) {
      if (id.equals("ensemble")) {
        throw new IllegalArgumentException("--member ensemble: an ensemble cannot be a member of an ensemble");
      }
      members.add(build(spec.member(id), open));
    }
    var items = spec.readTrain().stream().filter(MultipleChoiceItem.class::isInstance).map(MultipleChoiceItem.class::cast).toList();
    if (items.isEmpty()) {
      throw new IllegalArgumentException("--train " + spec.train() + ": expected multiple-choice items to train ensemble, found none");
    }
    return EnsembleTrainer.train(members, items, spec.seed());
  }

  /** A factory body that may read files; what it opens goes into {@code resources}. */
  @FunctionalInterface
  interface Body {
    Solver create(SolverSpec spec, SolverResources resources) throws IOException;
  }

  static SolverFactory simple(String id, String description, Body body) {
    return factory(id, description, SolverFactory.Needs.NOTHING, body);
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
      public Solver create(SolverSpec spec, SolverResources resources) throws IOException {
        return body.create(spec, resources);
      }
    };
  }
}
