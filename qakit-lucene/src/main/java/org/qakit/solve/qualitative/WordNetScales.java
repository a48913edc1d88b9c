package org.qakit.solve.qualitative;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qakit.corpus.WordNetSynset;
import org.qakit.format.FormatException;
import org.qakit.format.TextLines;

/**
 * Builds the {@link ScaleLexicon} from WordNet 3.0 (Debian {@code wordnet-base}, {@code
 * /usr/share/wordnet}), reading the data files with {@link WordNetSynset} (the parser the {@code
 * wordnet} importer uses) and the exception lists with {@link BaseForms}. Rules, in order:
 *
 * <ol>
 *   <li><b>antonym</b>: two adjective head synsets joined by {@code !} make a scale; every word of
 *       each head names its end. Orientation: {@link Comparatives#orientation} over the heads'
 *       words;
 *   <li><b>similar-to</b>: the satellites a head points to with {@code &} share its end;
 *   <li><b>also-see</b>: the words of an adjective synset a head points to with {@code ^} share its end;
 *   <li><b>pertainym</b>: an adverb pointing with {@code \} to an adjective synset takes its ends
 *       ("quickly" → quick); adverb and verb antonym pairs ({@code !}) make scales of their own when
 *       {@link Comparatives#orientation} orients them (increase/decrease, not arrive/leave);
 *   <li><b>gloss</b>: a verb whose gloss starts "make/become/get/grow/turn/render [ADVERB-ly]
 *       [more|less] ADJ" takes ADJ's ends (flipped after "less"): "sharpen: make sharp or sharper",
 *       "die down: become progressively weaker";
 *   <li><b>derivation</b> and <b>attribute</b> (nouns): a noun an adjective synset points to with
 *       {@code +} takes its end ("steepness" → steep); a noun it points to with {@code =} names the
 *       scale's property, the more end of an oriented scale ("distance" → far);
 *   <li><b>noun antonyms</b> ({@link NounScales}): a {@code !} pair of nouns makes a scale of its
 *       own; the verbs, adjectives and adverbs derivationally related to each noun name its end;
 *   <li><b>hand</b>: {@link Comparatives#QUANTITY} and {@link Comparatives#PHRASES}.
 * </ol>
 *
 * A word given both ends of one scale keeps neither. The lemmas of {@code index.noun} are kept to
 * tell nouns that are also verbs ("shops", "bed") from verbs ({@link ScaleLexicon#noun}). Reading takes about a second; {@link #load}
 * caches one lexicon per folder.
 */
public final class WordNetScales {
  private static final Pattern MAKE = Pattern.compile(
      "^(?:to )?(?:make|become|get|grow|turn|render|cause to be|cause to become)\\s+(?:[a-z]+ly\\s+)?(?:(more|less)\\s+)?([a-z-]+)");
  private static final Map<Path, ScaleLexicon> CACHE = new ConcurrentHashMap<>();
  /** Where Debian's {@code wordnet-base} installs the database. */
  public static final Path DEFAULT_FOLDER = Path.of("/usr/share/wordnet");

  private WordNetScales() {}

  /** The lexicon of the WordNet folder {@code wordnet}, read once per folder and cached. */
  public static ScaleLexicon load(Path wordnet) throws IOException {
    Path key = wordnet.toAbsolutePath().normalize();
    ScaleLexicon lex = CACHE.get(key);
    if (lex == null) {
      lex = read(key);
      CACHE.putIfAbsent(key, lex);
    }
    return lex;
  }

  /** Reads the lexicon of {@code wordnet} (data.adj, data.adv, data.verb, data.noun and the exception lists). */
  public static ScaleLexicon read(Path wordnet) throws IOException {
    ScaleLexicon.Builder b = ScaleLexicon.builder(BaseForms.read(wordnet));
    b.nounLemmas(nounLemmas(wordnet));
    Map<String, WordNetSynset> adj = synsets(wordnet, "adj", null);
    Map<String, List<Pole>> adjPoles = adjectives(adj, b);
    Map<String, WordNetSynset> adv = synsets(wordnet, "adv", null);
    Map<String, WordNetSynset> verb = synsets(wordnet, "verb", null);
    adverbs(adv, adjPoles, b);
    verbs(verb, b);
    nouns(wordnet, adj, adjPoles, b);
    NounScales.add(synsets(wordnet, "noun", null), Map.of("v", verb, "a", adj, "r", adv), b);
    Comparatives.PHRASES.forEach((phrase, word) -> b.wordPoles(word).forEach(p -> b.word(phrase, new Pole(p.scale(), p.side(), "hand"))));
    return b.build();
  }

  private static Map<String, List<Pole>> adjectives(Map<String, WordNetSynset> adj, ScaleLexicon.Builder b) {
    var synsetPoles = new HashMap<String, List<Pole>>();
    var seen = new HashSet<String>();
    for (WordNetSynset s : adj.values()) {
      for (WordNetSynset.Pointer p : s.pointers()) {
        WordNetSynset t = adj.get(p.offset());
        if (!p.symbol().equals("!") || !s.type().equals("a") || t == null || !t.type().equals("a")) {
          continue;
        }
        String key = s.offset().compareTo(t.offset()) < 0 ? s.offset() + "~" + t.offset() : t.offset() + "~" + s.offset();
        if (!seen.add(key)) {
          continue;
        }
        WordNetSynset first = s.offset().compareTo(t.offset()) < 0 ? s : t;
        WordNetSynset second = first == s ? t : s;
        int o = Comparatives.orientation(lower(first.words()), lower(second.words()));
        WordNetSynset plus = o < 0 ? second : first;
        WordNetSynset minus = plus == first ? second : first;
        Scale scale = new Scale("a:" + key, lower(plus.words()).get(0), lower(minus.words()).get(0), o != 0);
        end(plus, new Pole(scale, 1, "antonym"), adj, synsetPoles, b);
        end(minus, new Pole(scale, -1, "antonym"), adj, synsetPoles, b);
      }
    }
    return synsetPoles;
  }

  /** A head's words, its satellites' and its also-see synsets' words, all at one end of a scale. */
  private static void end(WordNetSynset head, Pole pole, Map<String, WordNetSynset> adj, Map<String, List<Pole>> synsetPoles,
      ScaleLexicon.Builder b) {
    put(head, pole, synsetPoles, b);
    for (WordNetSynset.Pointer p : head.pointers()) {
      WordNetSynset t = adj.get(p.offset());
      if (t != null && p.symbol().equals("&")) {
        put(t, new Pole(pole.scale(), pole.side(), "similar-to"), synsetPoles, b);
      } else if (t != null && p.symbol().equals("^")) {
        put(t, new Pole(pole.scale(), pole.side(), "also-see"), synsetPoles, b);
      }
    }
  }

  private static void put(WordNetSynset s, Pole pole, Map<String, List<Pole>> synsetPoles, ScaleLexicon.Builder b) {
    synsetPoles.computeIfAbsent(s.offset(), k -> new ArrayList<>()).add(pole);
    lower(s.words()).forEach(w -> b.word(w, pole));
  }

  private static void adverbs(Map<String, WordNetSynset> adv, Map<String, List<Pole>> adjPoles, ScaleLexicon.Builder b) {
    for (WordNetSynset r : adv.values()) {
      for (WordNetSynset.Pointer p : r.pointers()) {
        if (p.symbol().equals("\\") && p.filePos().equals("a")) {
          for (Pole pole : adjPoles.getOrDefault(p.offset(), List.of())) {
            Pole q = new Pole(pole.scale(), pole.side(), "pertainym");
            lower(r.words()).forEach(w -> b.word(w, q));
          }
        }
      }
    }
    antonymScales(adv, "r", b);
  }

  private static void verbs(Map<String, WordNetSynset> verb, ScaleLexicon.Builder b) {
    antonymScales(verb, "v", b);
    for (WordNetSynset v : verb.values()) {
      Matcher make = MAKE.matcher(v.gloss().toLowerCase(Locale.ROOT));
      if (!make.find()) {
        continue;
      }
      int flip = "less".equals(make.group(1)) ? -1 : 1;
      for (Pole pole : adjectivePoles(make.group(2), b)) {
        Pole q = new Pole(pole.scale(), pole.side() * flip, "gloss");
        lower(v.words()).forEach(w -> {
          if (b.wordPoles(w).stream().noneMatch(x -> x.scale().equals(q.scale()))) {
            b.word(w, q);
          }
        });
      }
    }
  }

  private static List<Pole> adjectivePoles(String word, ScaleLexicon.Builder b) {
    for (String form : BaseForms.rulesOnly().of(word)) {
      List<Pole> p = b.wordPoles(form);
      if (!p.isEmpty()) {
        return p;
      }
    }
    return List.of();
  }

  /** Scales from {@code !} pairs within one file (adverbs, verbs, nouns), oriented by {@link Comparatives}. */
  private static void antonymScales(Map<String, WordNetSynset> synsets, String pos, ScaleLexicon.Builder b) {
    antonymPairs(synsets, pos, (scale, plus, minus) -> {
      if (!scale.oriented()) {
        return; // arrive/leave, come/go: opposites, but no "more" end to compare along
      }
      lower(plus.words()).forEach(w -> b.word(w, new Pole(scale, 1, "antonym")));
      lower(minus.words()).forEach(w -> b.word(w, new Pole(scale, -1, "antonym")));
    });
  }

  interface PairSink {
    void pair(Scale scale, WordNetSynset plus, WordNetSynset minus);
  }

  private static void antonymPairs(Map<String, WordNetSynset> synsets, String pos, PairSink sink) {
    var seen = new HashSet<String>();
    for (WordNetSynset s : synsets.values()) {
      for (WordNetSynset.Pointer p : s.pointers()) {
        WordNetSynset t = synsets.get(p.offset());
        if (!p.symbol().equals("!") || t == null || !p.filePos().equals(s.pos())) {
          continue;
        }
        WordNetSynset first = s.offset().compareTo(t.offset()) < 0 ? s : t;
        WordNetSynset second = first == s ? t : s;
        if (!seen.add(first.offset() + "~" + second.offset())) {
          continue;
        }
        // verbs and adverbs: the first (most common) word decides, so that "get up, …, rise" is not "rise"
        int o = Comparatives.orientation(lower(first.words()).subList(0, 1), lower(second.words()).subList(0, 1));
        WordNetSynset plus = o < 0 ? second : first;
        WordNetSynset minus = plus == first ? second : first;
        sink.pair(new Scale(pos + ":" + first.offset() + "~" + second.offset(), lower(plus.words()).get(0),
            lower(minus.words()).get(0), o != 0), plus, minus);
      }
    }
  }

  private static void nouns(Path wordnet, Map<String, WordNetSynset> adj, Map<String, List<Pole>> adjPoles, ScaleLexicon.Builder b)
      throws IOException {
    var wanted = new HashMap<String, List<Pole>>();
    for (var e : adjPoles.entrySet()) {
      for (WordNetSynset.Pointer p : adj.get(e.getKey()).pointers()) {
        if (p.filePos().equals("n") && (p.symbol().equals("+") || p.symbol().equals("="))) {
          for (Pole pole : e.getValue()) {
            if (p.symbol().equals("+")) {
              wanted.computeIfAbsent(p.offset(), k -> new ArrayList<>()).add(new Pole(pole.scale(), pole.side(), "derivation"));
            } else if (pole.scale().oriented()) {
              wanted.computeIfAbsent(p.offset(), k -> new ArrayList<>()).add(new Pole(pole.scale(), 1, "attribute"));
            }
          }
        }
      }
    }
    Map<String, WordNetSynset> noun = synsets(wordnet, "noun", wanted.keySet());
    wanted.forEach((offset, poles) -> {
      WordNetSynset n = noun.get(offset);
      if (n != null) {
        poles.forEach(pole -> lower(n.words()).forEach(w -> b.noun(w, pole)));
      }
    });
  }

  /** The lemmas of {@code index.noun} (first field of each entry line), spaces for underscores. */
  private static Set<String> nounLemmas(Path wordnet) throws IOException {
    Path path = wordnet.resolve("index.noun");
    if (!Files.isRegularFile(path)) {
      throw new FormatException(path, 0, "expected the WordNet index file index.noun (install wordnet-base), found nothing");
    }
    var out = new HashSet<String>();
    TextLines.forEach(path, (line, text) -> {
      int space = text.indexOf(' ');
      if (!text.startsWith("  ") && space > 0) {
        out.add(text.substring(0, space).replace('_', ' '));
      }
    });
    return out;
  }

  /** The synsets of {@code data.<file>} by offset; only those in {@code keep} when it is not null. */
  private static Map<String, WordNetSynset> synsets(Path wordnet, String file, Set<String> keep) throws IOException {
    Path path = wordnet.resolve("data." + file);
    if (!Files.isRegularFile(path)) {
      throw new FormatException(path, 0, "expected the WordNet data file data." + file + " (install wordnet-base), found nothing");
    }
    String pos = file.equals("adj") ? "a" : file.equals("adv") ? "r" : file.substring(0, 1);
    var map = new java.util.LinkedHashMap<String, WordNetSynset>();
    TextLines.forEach(path, (line, text) -> {
      if (text.startsWith("  ") || text.isBlank() || keep != null && !keep.contains(text.substring(0, Math.min(8, text.length())))) {
        return;
      }
      try {
        WordNetSynset s = WordNetSynset.parse(pos, text);
        map.put(s.offset(), s);
      } catch (IllegalArgumentException e) {
        throw new FormatException(path, line, e.getMessage());
      }
    });
    return map;
  }

  private static List<String> lower(List<String> words) {
    return words.stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
  }
}
