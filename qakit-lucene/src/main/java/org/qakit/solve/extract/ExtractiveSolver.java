package org.qakit.solve.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analyzers;
import org.qakit.corpus.SentenceSplitter;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.retrieve.TermSearch;
import org.qakit.knowledge.Hit;
import org.qakit.select.Bm25Features;
import org.qakit.select.SentenceFeatures;
import org.qakit.solve.Prediction;
import org.qakit.solve.ExplainingSolver;
import org.qakit.solve.Explanation;
import org.qakit.solve.Solution;
import org.qakit.text.Language;

/**
 * Extractive answering for SQAD's answer extraction (Medveď, Sabol and Horák 2020, SQAD v3) and
 * SciQ's direct-answer setting (Welbl, Liu and Gardner 2017): pick the answer sentence, cut it into
 * candidate spans, type the question and the spans, rank the spans.
 *
 * <ol>
 *   <li><b>Passage</b>: the item's own (SQAD: the answer sentence(s); SciQ: the support), or, when
 *       built with an index, the top BM25 hit of the question in it (open setting: SQAD articles
 *       indexed with {@code qakit index build --importer sqad-articles}); no hit: no answer.
 *   <li><b>Sentence</b>: the passage's lines, each split by {@link SentenceSplitter}; each scored by
 *       BM25 of the question with the passage's sentences as the collection ({@link Bm25Features},
 *       k1 = 1.2, b = 0.75); the best wins, ties to the earlier one.
 *   <li><b>Spans</b>: {@link SpanCandidates} (1 to 5 words, trimmed of stop words and punctuation),
 *       typed by {@link SpanTyper}; the question typed by {@link QuestionType}.
 *   <li><b>Ranking</b>: {@link SpanRanker}; the prediction is the top {@code answers} distinct
 *       span texts, best first (the metrics em and f1 score the first). Czech: answers to
 *       adverbial questions keep their preposition ({@link PrepositionPhrase}), a number its unit
 *       symbol ({@code 45 %}), and a yes/no
 *       question is answered {@code ano} or {@code ne} alone ({@link YesNoAnswer}).
 * </ol>
 *
 * <p>Handles extraction items only; {@link #explain} shows every step, and {@link #read} runs the
 * reader on any question and passage (GeoSQA's reading baseline reads Chinese with it: smartcn
 * words, {@code ChineseTokens}). Thread-safe.
 */
public final class ExtractiveSolver implements ExplainingSolver {
  /** How many answers a prediction lists by default. */
  public static final int DEFAULT_ANSWERS = 5;

  private static final SentenceFeatures BM25 = new SentenceFeatures(List.of(new Bm25Features()));

  private final Language language;
  private final TermSearch documents;
  private final int answers;
  private final Analyzer analyzer;
  private final QuestionType questionType;
  private final SpanCandidates candidates;
  private final SpanTyper typer;
  private final SpanRanker ranker;

  /** One sentence of the passage and its BM25 score for the question. */
  public record SentenceScore(String text, double bm25) {}

  /**
   * Why the solver answered as it did.
   *
   * @param expected the answer type the question asks for
   * @param cue the question words that decided it (null: no cue, OTHER)
   * @param gold the item's own answer type (SQAD {@code answer_type}, see {@link AnswerType#fromSqad}), or null
   * @param document the retrieved document in the open setting, else null
   * @param sentences the passage's sentences with their scores
   * @param selected the index of the answer sentence in {@code sentences} (-1: no sentence)
   * @param spans the candidate spans of that sentence, best first (Czech adverbial questions: with
   *     their preposition, {@link PrepositionPhrase})
   * @param yesNo for a Czech yes/no question ({@link YesNoAnswer}), its answer, which is the
   *     prediction; else null
   */
  public record Evidence(AnswerType expected, String cue, AnswerType gold, Hit document, List<SentenceScore> sentences,
      int selected, List<SpanRanker.ScoredSpan> spans, YesNoAnswer yesNo) {}

  /** Extracts from each item's own passage. */
  public ExtractiveSolver(Language language) {
    this(language, null, SpanCandidates.DEFAULT_MAX_WORDS, DEFAULT_ANSWERS);
  }

  /**
   * @param language the items' language (en, cs or zh)
   * @param documents an index to retrieve the passage from (open setting: an embedded index or a
   *     collection; only its top hit and its analysis's language are read), or null for the item's passage
   * @param maxWords the most words of a span (at least 1)
   * @param answers how many answers a prediction lists (at least 1)
   */
  public ExtractiveSolver(Language language, TermSearch documents, int maxWords, int answers) {
    if (language == null) {
      throw new IllegalArgumentException("extract: a language is required (en, cs or zh)");
    }
    if (answers < 1) {
      throw new IllegalArgumentException("extract: answers per prediction must be at least 1, found " + answers);
    }
    if (documents != null && documents.analysis().language() != language) {
      throw new IllegalArgumentException("extract: the index is of language " + documents.analysis().language().code()
          + " but the solver was asked for " + language.code());
    }
    this.language = language;
    this.documents = documents;
    this.answers = answers;
    this.questionType = new QuestionType(language);
    this.candidates = new SpanCandidates(language, maxWords);
    this.typer = new SpanTyper(candidates);
    this.ranker = new SpanRanker(candidates);
    this.analyzer = Analyzers.forLanguage(language);
  }

  @Override
  public String id() {
    return "extract";
  }

  @Override
  public String description() {
    return "extraction items (SQAD extraction, SciQ direct-answer): BM25 answer sentence, spans of 1-"
        + candidates.maxWords() + " words typed DATE/NUMBER/PERSON/PLACE, ranked by type match, question-word"
        + " overlap and proximity (" + language.code() + (documents == null ? ", item passage" : ", passage from the index") + ")";
  }

  public Language language() {
    return language;
  }

  @Override
  public Optional<Solution> solveWithEvidence(Item item) {
    if (!(item instanceof ExtractionItem e)) {
      return Optional.empty();
    }
    Evidence evidence = explain(e);
    List<String> out = new ArrayList<>();
    if (evidence.yesNo() != null) {
      out.add(evidence.yesNo().answer());
    }
    for (SpanRanker.ScoredSpan s : evidence.yesNo() != null ? List.<SpanRanker.ScoredSpan>of() : evidence.spans()) {
      if (out.size() == answers) {
        break;
      }
      out.add(s.text());
    }
    return Optional.of(new Solution(new Prediction.Answers(e.id(), out), Explanation.of(evidence)));
  }

  /** Every step for one item: the question's type, the passage's sentences, the ranked spans. */
  public Evidence explain(ExtractionItem item) {
    QuestionType.Classification asked = questionType.classify(item.question());
    AnswerType gold = AnswerType.fromSqad(item.types().get("answer_type"));
    Hit document = null;
    String passage = item.passage();
    if (documents != null) {
      List<Hit> hits = documents.search(item.question(), 1);
      if (hits.isEmpty()) {
        return new Evidence(asked.type(), asked.cue(), gold, null, List.of(), -1, List.of(), null);
      }
      document = hits.get(0);
      passage = document.text();
    }
    return read(item.id(), item.question(), passage, asked, gold, document);
  }

  /**
   * The reader alone, for another solver (GeoSQA's reading baseline, {@code
   * org.qakit.solve.choice.ReadingSolver}): the question's type, the sentences of {@code passage}
   * (its lines, each split) with BM25 for the question, and the spans of the best one, best first.
   */
  public Evidence read(String question, String passage) {
    return read("passage", question, passage, questionType.classify(question), null, null);
  }

  private Evidence read(String id, String question, String passage, QuestionType.Classification type, AnswerType gold,
      Hit document) {
    List<SentenceScore> sentences = sentences(id, question, passage);
    if (sentences.isEmpty()) {
      return new Evidence(type.type(), type.cue(), gold, document, List.of(), -1, List.of(), null);
    }
    int best = 0;
    for (int i = 1; i < sentences.size(); i++) {
      if (sentences.get(i).bm25() > sentences.get(best).bm25()) {
        best = i;
      }
    }
    String sentence = sentences.get(best).text();
    List<Token> tokens = candidates.tokens(sentence);
    List<Span> spans = candidates.of(sentence, tokens);
    var terms = new ArrayList<List<String>>(tokens.size());
    for (Token t : tokens) {
      terms.add(t.word() ? Analyzers.tokens(analyzer, "text", t.text()) : List.of());
    }
    List<String> questionTerms = Analyzers.tokens(analyzer, "text", question);
    Set<String> words = new HashSet<>(questionTerms);
    var ranked = ranker.rank(type.type(), words, tokens, terms, spans, typer.types(tokens, spans));
    YesNoAnswer yesNo = null;
    if (language == Language.CZECH) {
      ranked = czechForms(sentence, tokens, ranked, PrepositionPhrase.asked(type.cue()));
      if (YesNoAnswer.isQuestion(question)) {
        var sentenceTerms = new HashSet<String>();
        terms.forEach(sentenceTerms::addAll);
        yesNo = YesNoAnswer.of(questionTerms, sentenceTerms);
      }
    }
    return new Evidence(type.type(), type.cue(), gold, document, sentences, best, ranked, yesNo);
  }

  /**
   * Czech answer forms, distinct by text: a NUMBER span takes the unit symbol right after it ({@code
   * 45} → {@code 45 %}); with {@code prepositions}, each span starts at its preposition where it has
   * one ({@link PrepositionPhrase}).
   */
  private static List<SpanRanker.ScoredSpan> czechForms(String sentence, List<Token> tokens, List<SpanRanker.ScoredSpan> ranked,
      boolean prepositions) {
    var out = new ArrayList<SpanRanker.ScoredSpan>(ranked.size());
    var seen = new HashSet<String>();
    for (SpanRanker.ScoredSpan s : ranked) {
      int start = prepositions ? PrepositionPhrase.start(tokens, s.first(), s.type()) : s.first();
      int last = s.type() == AnswerType.NUMBER && s.last() + 1 < tokens.size() && tokens.get(s.last() + 1).unitSymbol()
          ? s.last() + 1 : s.last();
      String text = sentence.substring(tokens.get(start).start(), tokens.get(last).end());
      if (seen.add(text)) {
        out.add(new SpanRanker.ScoredSpan(text, start, last, s.type(), s.typeMatch(), s.overlap(), s.proximity(), s.score()));
      }
    }
    return out;
  }

  /** The passage's sentences (its lines, each split), with BM25 among themselves. */
  private List<SentenceScore> sentences(String id, String question, String passage) {
    var texts = new ArrayList<String>();
    passage.lines().forEach(line -> texts.addAll(SentenceSplitter.split(line)));
    if (texts.isEmpty()) {
      return List.of();
    }
    var asItem = AnswerSelectionItem.of(id, question, texts.stream().map(t -> new Candidate(null, t, 0)).toList());
    double[][] x = BM25.matrix(asItem, analyzer);
    var out = new ArrayList<SentenceScore>(texts.size());
    for (int i = 0; i < texts.size(); i++) {
      out.add(new SentenceScore(texts.get(i), x[i][0]));
    }
    return out;
  }
}
