package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which scale ends a word names: "farther" → far on far/near, "dimmer" → dim on bright/dim and on
 * light/dark, "fewer" → less on the quantity scale. Two maps: comparative words (adjectives,
 * adverbs, verbs, multiword phrases) and property nouns ("steepness" → steep, "distance" → the
 * more end of far/near). Built by {@link WordNetScales} from WordNet plus {@link Comparatives};
 * {@link #builder} makes small lexicons for tests. Lookups go through {@link BaseForms}: the first
 * candidate base form the lexicon knows wins. Immutable and thread-safe.
 */
public final class ScaleLexicon {
  private final Map<String, List<Pole>> words;
  private final Map<String, List<Pole>> nouns;
  private final BaseForms forms;
  private final java.util.Set<String> nounLemmas;

  private ScaleLexicon(Map<String, List<Pole>> words, Map<String, List<Pole>> nouns, BaseForms forms, java.util.Set<String> nounLemmas) {
    this.words = Map.copyOf(words);
    this.nouns = Map.copyOf(nouns);
    this.forms = forms;
    this.nounLemmas = java.util.Set.copyOf(nounLemmas);
  }

  /** Whether the word (any inflection) can be a noun (WordNet's noun index). */
  public boolean noun(String word) {
    for (String form : forms.of(word)) {
      if (nounLemmas.contains(form)) {
        return true;
      }
    }
    return false;
  }

  /** A builder over base-form rules {@code forms}, holding the {@link Comparatives#QUANTITY} words already. */
  public static Builder builder(BaseForms forms) {
    var b = new Builder(forms);
    Comparatives.QUANTITY.forEach((w, side) -> b.word(w, new Pole(Scale.QUANTITY, side, "hand")));
    return b;
  }

  /** The poles of a comparative word or phrase (any inflection), or an empty list. */
  public List<Pole> poles(String word) {
    return union(words, word);
  }

  /** The poles of a property noun (any inflection), or an empty list. */
  public List<Pole> nounPoles(String noun) {
    return union(nouns, noun);
  }

  /**
   * The poles of every candidate base form, one per scale: of several readings of one scale the
   * most trusted ({@link Cue#WEIGHT}; "larger" is a satellite of large, "large" its head: antonym),
   * in the order the scales were first met.
   */
  private List<Pole> union(Map<String, List<Pole>> map, String word) {
    var best = new java.util.LinkedHashMap<Scale, Pole>();
    for (String form : forms.of(word)) {
      for (Pole p : map.getOrDefault(form, List.of())) {
        Pole q = best.get(p.scale());
        if (q == null || Cue.WEIGHT.getOrDefault(p.via(), 0.5) > Cue.WEIGHT.getOrDefault(q.via(), 0.5)) {
          best.put(p.scale(), p);
        }
      }
    }
    return new ArrayList<>(best.values());
  }

  /** Whether some entry starts with these words (for multiword matching), e.g. "speed" for "speed up". */
  public boolean knowsPhrase(String phrase) {
    return words.containsKey(phrase);
  }

  public BaseForms forms() {
    return forms;
  }

  /** Entries per source ({@link Pole#via}), comparative words and nouns together: word-pole pairs, for the docs. */
  public Map<String, Integer> provenance() {
    var counts = new TreeMap<String, Integer>();
    for (var map : List.of(words, nouns)) {
      map.values().forEach(ps -> ps.forEach(p -> counts.merge(p.via(), 1, Integer::sum)));
    }
    return counts;
  }

  /** How many comparative words and phrases, and property nouns, the lexicon holds. */
  public int size() {
    return words.size() + nouns.size();
  }

  /** Collects word → pole entries; a word given both ends of one scale keeps neither (contradiction). */
  public static final class Builder {
    private final Map<String, List<Pole>> words = new HashMap<>();
    private final Map<String, List<Pole>> nouns = new HashMap<>();
    private final BaseForms forms;
    private final java.util.Set<String> nounLemmas = new java.util.HashSet<>();

    private Builder(BaseForms forms) {
      this.forms = forms;
    }

    /** Adds a comparative word or phrase (lower case, spaces between words). */
    public Builder word(String word, Pole pole) {
      add(words, word, pole);
      return this;
    }

    /** Records words that can be nouns. */
    public Builder nounLemmas(java.util.Collection<String> lemmas) {
      nounLemmas.addAll(lemmas);
      return this;
    }

    /** Adds a property noun. */
    public Builder noun(String noun, Pole pole) {
      add(nouns, noun, pole);
      return this;
    }

    /** The poles given to {@code word} so far (for building in passes). */
    List<Pole> wordPoles(String word) {
      return words.getOrDefault(word, List.of());
    }

    private static void add(Map<String, List<Pole>> map, String key, Pole pole) {
      List<Pole> list = map.computeIfAbsent(key, k -> new ArrayList<>());
      for (Pole p : list) {
        if (p.scale().equals(pole.scale())) {
          if (p.side() != pole.side() && !p.via().equals("contradiction")) {
            list.set(list.indexOf(p), new Pole(p.scale(), p.side(), "contradiction"));
          }
          return;
        }
      }
      list.add(pole);
    }

    public ScaleLexicon build() {
      return new ScaleLexicon(clean(words), clean(nouns), forms, nounLemmas);
    }

    private static Map<String, List<Pole>> clean(Map<String, List<Pole>> map) {
      var out = new HashMap<String, List<Pole>>();
      map.forEach((k, ps) -> {
        List<Pole> kept = ps.stream().filter(p -> !p.via().equals("contradiction")).toList();
        if (!kept.isEmpty()) {
          out.put(k, kept);
        }
      });
      return out;
    }
  }
}
