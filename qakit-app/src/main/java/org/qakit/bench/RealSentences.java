package org.qakit.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.qakit.corpus.Importers;
import org.qakit.corpus.SentenceSplitter;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;

/**
 * The real English sentences a benchmark corpus starts from, read through qakit's own importers
 * and formats, in a fixed order: WordNet glosses ({@code wordnet} importer), GCIDE definitions
 * ({@code gcide}), ARC-Easy and ARC-Challenge train question stems and options ({@code arc}),
 * WikiQA train questions and candidate sentences ({@code wikiqa}), and MCQL train stems completed
 * by their answer ({@code mcql}). Train splits only.
 *
 * <p>Unit rule: each text is split by {@link SentenceSplitter}, each sentence again at {@code ;}
 * (WordNet glosses and GCIDE senses chain clauses and quoted examples with semicolons); a unit is
 * stripped of surrounding whitespace and straight or curly double quotes, has its whitespace runs
 * collapsed, and is kept when it has at most {@code maxWords} space-separated words of which at
 * least {@value #MIN_WORDS} hold two letters or more (so dictionary debris such as "Corsair, n. 1."
 * is dropped). Units are deduplicated exactly (first occurrence kept), so the list has no repeats.
 */
public final class RealSentences {
  /** The fewest words a kept unit has: shorter ones (single words, two-word options) say nothing. */
  public static final int MIN_WORDS = 3;

  /** Where the sources are: Debian's WordNet and dictd folders, and qakit's shared data root. */
  public record Sources(Path wordnet, Path gcide, Path data) {
    public Sources {
      if (wordnet == null || gcide == null || data == null) {
        throw new IllegalArgumentException("sentence sources: wordnet, gcide and data folders are all required");
      }
    }

    /** The default places: /usr/share/wordnet, /usr/share/dictd and the given data root. */
    public static Sources debian(Path data) {
      return new Sources(Path.of("/usr/share/wordnet"), Path.of("/usr/share/dictd"), data);
    }

    /** The files and folders read, in reading order (for the manifest). */
    public List<Path> inputs() {
      return List.of(wordnet, gcide, data.resolve(ARC_EASY_TRAIN), data.resolve(ARC_CHALLENGE_TRAIN),
          data.resolve(WIKIQA_TRAIN), data.resolve(MCQL_TRAIN));
    }
  }

  static final String ARC_EASY_TRAIN = "arc/ARC-Easy-train.jsonl";
  static final String ARC_CHALLENGE_TRAIN = "arc/ARC-Challenge-train.jsonl";
  static final String WIKIQA_TRAIN = "wikiqa/WikiQA-train.DataAlchemist-derived.tsv";
  static final String MCQL_TRAIN = "mcql/train.json";

  private final int maxWords;
  private final LinkedHashSet<String> units = new LinkedHashSet<>();
  private final Map<String, Integer> perSource = new LinkedHashMap<>();

  private RealSentences(int maxWords) {
    this.maxWords = maxWords;
  }

  /** The sentences of all sources, and how many new (not yet seen) units each source gave. */
  public record Result(List<String> sentences, Map<String, Integer> perSource) {}

  /** Reads every source; a missing or malformed one fails with its file (and line). */
  public static Result read(Sources sources, int maxWords) throws IOException {
    if (maxWords < MIN_WORDS) {
      throw new IllegalArgumentException("sentences: max words must be at least " + MIN_WORDS + ", found " + maxWords);
    }
    var r = new RealSentences(maxWords);
    r.source("wordnet", sink -> Importers.get("wordnet").read(sources.wordnet(), ReadOptions.STRICT, p -> sink.accept(p.text())));
    r.source("gcide", sink -> Importers.get("gcide").read(sources.gcide(), ReadOptions.STRICT, p -> sink.accept(p.text())));
    r.source("arc", sink -> {
      for (String f : List.of(ARC_EASY_TRAIN, ARC_CHALLENGE_TRAIN)) {
        items("arc", sources.data().resolve(f), item -> {
          var mc = (MultipleChoiceItem) item;
          sink.accept(mc.stem());
          mc.choices().stream().map(Choice::text).forEach(sink);
        });
      }
    });
    r.source("wikiqa", sink -> items("wikiqa", sources.data().resolve(WIKIQA_TRAIN), item -> {
      var as = (AnswerSelectionItem) item;
      sink.accept(as.question());
      as.candidates().stream().map(Candidate::text).forEach(sink);
    }));
    r.source("mcql", sink -> items("mcql", sources.data().resolve(MCQL_TRAIN), item -> {
      var mc = (MultipleChoiceItem) item;
      String answer = mc.choices().stream().filter(c -> c.label().equals(mc.answer())).findFirst().orElseThrow().text();
      sink.accept(mc.stem() + " " + answer + ".");
    }));
    return new Result(List.copyOf(r.units), Map.copyOf(r.perSource));
  }

  private interface Reader {
    void read(Consumer<String> texts) throws IOException;
  }

  private void source(String id, Reader reader) throws IOException {
    int before = units.size();
    reader.read(this::addText);
    perSource.put(id, units.size() - before);
  }

  private static void items(String format, Path file, Consumer<Item> sink) throws IOException {
    Formats.get(format).read(file, ReadOptions.STRICT).items().forEach(sink);
  }

  private void addText(String text) {
    for (String sentence : SentenceSplitter.split(text)) {
      for (String clause : sentence.split(";")) {
        String unit = clean(clause);
        if (keep(unit, maxWords)) {
          units.add(unit);
        }
      }
    }
  }

  /** Whether a cleaned unit is kept: at most {@code maxWords} words, at least {@value #MIN_WORDS} of two letters or more. */
  static boolean keep(String unit, int maxWords) {
    if (unit.isEmpty()) {
      return false;
    }
    String[] words = unit.split(" ");
    if (words.length > maxWords) {
      return false;
    }
    int wordy = 0;
    for (String w : words) {
      if (hasTwoLetters(w)) {
        wordy++;
      }
    }
    return wordy >= MIN_WORDS;
  }

  /** Whether {@code word} holds two letters or more (a loop: a stream per word cost more than the rest of the check). */
  private static boolean hasTwoLetters(String word) {
    int letters = 0;
    for (int i = 0; i < word.length() && letters < 2; ) {
      int cp = word.codePointAt(i);
      letters += Character.isLetter(cp) ? 1 : 0;
      i += Character.charCount(cp);
    }
    return letters >= 2;
  }

  /** Strips whitespace and surrounding double quotes, and collapses whitespace runs to one space. */
  static String clean(String s) {
    String t = s.strip();
    int b = 0;
    int e = t.length();
    while (b < e && isQuoteOrSpace(t.charAt(b))) {
      b++;
    }
    while (e > b && isQuoteOrSpace(t.charAt(e - 1))) {
      e--;
    }
    return t.substring(b, e).replaceAll("\\s+", " ");
  }

  private static boolean isQuoteOrSpace(char c) {
    return c == '"' || c == '“' || c == '”' || Character.isWhitespace(c);
  }
}
