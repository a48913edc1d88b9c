package org.qakit.solve.qualitative;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.en.EnglishAnalyzer;

/**
 * Finds the {@link Cue}s of a token list with a {@link ScaleLexicon}. Left to right:
 *
 * <ol>
 *   <li>a multiword entry of 4, 3 or 2 words ("speed up", "away from"; the first word may be
 *       inflected: "goes up") is one cue, and so is a particle verb with its object between
 *       ("lets some air out", {@link SeparableParticles});
 *   <li>"more/most/less/least/fewer" + a word with scale ends ("more slowly", "less hot") is that
 *       word's cue, turned round after less/least/fewer; intensifiers between them are skipped
 *       ("much more sharply"); otherwise it is a quantity cue about the next content words ("more
 *       loans") or, when none follows, the words before it ("sways more");
 *   <li>any other content word with scale ends is a cue; a quantity word ({@link
 *       Comparatives#QUANTITY}) is a quantity cue about its neighbours; "first" and "last" after a
 *       verb are read as "early" and "late" ({@link OrderAdverbs});
 *   <li>a negation cue turns round the cues after it in its clause ("hasn't sharpened",
 *       "no longer waters", "quits adding", {@link NegationScope}), and a "before" clause turns
 *       round its verb ("before the sun has warmed it", {@link BeforeClause}).
 * </ol>
 *
 * Not cues: stop words (Lucene's English set and {@link #FUNCTION}), capitalised words inside a
 * sentence (names), numbers, and particles on their own ("up", "down"). A cue's target is the
 * content words within three tokens either side, inside its clause.
 */
public final class CueFinder {
  /** Function words that never start a cue (besides Lucene's English stop words). */
  static final Set<String> FUNCTION = Set.of("i", "you", "he", "she", "we", "me", "him", "her", "us", "them", "his", "its",
      "our", "your", "my", "who", "whom", "whose", "which", "what", "where", "when", "how", "why", "has", "have", "had", "do",
      "does", "did", "can", "could", "would", "should", "may", "might", "must", "been", "being", "am", "one", "other",
      "another", "each", "both", "same", "than", "so", "very", "just", "now", "also", "some", "any", "from", "up", "down",
      "out", "off", "over", "back", "'s", "n't", "while", "after", "before", "during", "like", "because", "since", "instead",
      "compared", "versus", "per", "own", "get", "gets", "got", "let", "lets", "make", "makes", "made", "take", "takes",
      "took", "tends", "tend", "likely", "probably", "usually", "often", "will", "become", "becomes", "look", "feel",
      "seem", "is", "are", "was", "were", "be", "there", "here", "then", "first", "second", "see", "sees", "new", "next",
      "under", "above", "below", "across", "through", "around", "behind", "beside", "inside", "outside", "beyond", "along",
      "among", "between", "within", "without", "onto", "upon", "against");
  private static final Set<String> NUMBER_WORDS = Set.of("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      "hundred", "thousand", "million", "dozen", "half", "twice");
  private static final Set<String> MODIFIERS = Set.of("more", "most", "less", "least", "fewer", "fewest");
  private static final Set<String> CLAUSE_WORDS = Set.of("and", "but", "while", "whereas", "which", "who", "so", "because",
      "when", "if", "as", "than", "instead", "or");

  private final ScaleLexicon lexicon;

  public CueFinder(ScaleLexicon lexicon) {
    this.lexicon = lexicon;
  }

  public ScaleLexicon lexicon() {
    return lexicon;
  }

  /** Whether a token can carry content (not punctuation, a number, a stop or function word). */
  public static boolean content(Token t) {
    String w = t.lower();
    return !t.punctuation() && Character.isLetter(w.charAt(0)) && !FUNCTION.contains(w)
        && !EnglishAnalyzer.ENGLISH_STOP_WORDS_SET.contains(w);
  }

  /**
   * The cues of {@code tokens}, in order, none overlapping. A word cue right after a quantity verb
   * or word (at most one word between, same clause) describes that word's object and is left out:
   * "gives up sweet drinks" is one cue, "gives up"; comparatives, adverbs in -ly and multiword cues
   * stay ("rise faster", "rises more slowly").
   */
  public List<Cue> find(List<Token> tokens) {
    var cues = new ArrayList<Cue>();
    for (int i = 0; i < tokens.size(); i++) {
      Cue c = at(tokens, i);
      if (c != null) {
        Cue prev = cues.isEmpty() ? null : cues.get(cues.size() - 1);
        if (prev == null || !prev.quantity() || c.quantity() || c.start() - prev.end() > 1
            || Token.join(tokens, prev.end(), c.start()).matches(".*[,.;?!].*") || negatedNearby(tokens, c)
            || c.end() - c.start() > 1 || lexicon.forms().comparative(c.text().toLowerCase(java.util.Locale.ROOT))
            || c.text().toLowerCase(java.util.Locale.ROOT).endsWith("ly")) {
          cues.add(BeforeClause.under(tokens, c.start())
              ? new Cue(c.start(), c.end(), c.text(), c.poles(), -c.polarity(), true, c.quantity(), c.target()) : c);
        }
        i = c.end() - 1;
      }
    }
    return NegationScope.apply(tokens, cues, CLAUSE_WORDS);
  }

  private Cue at(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    if (t.punctuation()) {
      return null;
    }
    for (int n = 4; n >= 2; n--) {
      if (i + n <= tokens.size()) {
        for (String first : lexicon.forms().of(t.lower())) {
          String phrase = first + " " + Token.join(tokens, i + 1, i + n).toLowerCase(java.util.Locale.ROOT);
          if (lexicon.knowsPhrase(phrase) && !degreeUse(tokens, i, n)) {
            List<Pole> poles = lexicon.poles(phrase);
            return cue(tokens, i, i + n, poles, 1, poles.stream().anyMatch(p -> p.scale().equals(Scale.QUANTITY)));
          }
        }
      }
    }
    String[] entry = new String[1];
    int particle = Character.isLetter(t.lower().charAt(0)) && !capitalised(tokens, i) ? SeparableParticles.particle(tokens, i, lexicon, entry) : -1;
    if (particle > 0) {
      List<Pole> poles = lexicon.poles(entry[0]);
      var target = new ArrayList<>(SeparableParticles.object(tokens, i, particle));
      target.addAll(target(tokens, i, particle + 1));
      return new Cue(i, particle + 1, t.text() + " " + tokens.get(particle).text(), poles, 1, false,
          poles.stream().anyMatch(p -> p.scale().equals(Scale.QUANTITY)), target);
    }
    if (MODIFIERS.contains(t.lower())) {
      int sign = t.lower().startsWith("l") || t.lower().startsWith("f") ? -1 : 1;
      int j = i + 1;
      while (j < tokens.size() && Comparatives.DEGREE.contains(tokens.get(j).lower()) && !MODIFIERS.contains(tokens.get(j).lower())) {
        j++;
      }
      if (j < tokens.size() && content(tokens.get(j)) && !capitalised(tokens, j)) {
        String next = tokens.get(j).lower();
        List<Pole> graded = gradable(lexicon.poles(next));
        if (!graded.isEmpty() && (next.endsWith("ly") || graded.stream().anyMatch(p -> p.scale().oriented()))) {
          return cue(tokens, i, j + 1, graded, sign, false);
        }
      }
      return cue(tokens, i, i + 1, List.of(new Pole(Scale.QUANTITY, 1, "hand")), sign, true);
    }
    if (OrderAdverbs.adverbial(tokens, i)) {
      List<Pole> poles = lexicon.poles(OrderAdverbs.AS.get(t.lower())).stream().map(p -> new Pole(p.scale(), p.side(), "hand")).toList();
      return poles.isEmpty() ? null : cue(tokens, i, i + 1, poles, 1, false);
    }
    if (!content(t) && !Comparatives.QUANTITY.containsKey(t.lower()) || capitalised(tokens, i) || NUMBER_WORDS.contains(t.lower())) {
      return null;
    }
    if (i + 1 < tokens.size() && MODIFIERS.contains(tokens.get(i + 1).lower()) && Comparatives.DEGREE.contains(t.lower())) {
      return null; // "far more": the intensifier is no cue of its own
    }
    List<Pole> poles = lexicon.poles(t.lower());
    if (!eligible(tokens, i, poles) || t.lower().equals("only") && !premodifier(tokens, i) || articleNoun(tokens, i)) {
      return null;
    }
    boolean quantity = poles.stream().anyMatch(p -> p.scale().equals(Scale.QUANTITY));
    return cue(tokens, i, i + 1, poles, 1, quantity);
  }

  /** "a little" before "more"/"less" or a comparative grades it ("a little warmer"): no amount of its own. */
  private boolean degreeUse(List<Token> tokens, int i, int n) {
    if (!tokens.get(i).lower().equals("a") || i + n >= tokens.size()) {
      return false;
    }
    String next = tokens.get(i + n).lower();
    return MODIFIERS.contains(next) || lexicon.forms().comparative(next);
  }

  /**
   * Whether a word with these poles is a cue on its own: a quantity word, a comparative form
   * ("-er", "better"), or a word with an end of an oriented scale read from an antonym, similar-to,
   * also-see, pertainym or gloss link. Nouns and verbs that reach only unoriented scales
   * ("leave": arrive/leave) or only through derivations are not.
   */
  private boolean eligible(List<Token> tokens, int i, List<Pole> poles) {
    String word = tokens.get(i).lower();
    if (poles.isEmpty()) {
      return false;
    }
    if (poles.stream().anyMatch(p -> p.via().equals("hand")) || lexicon.forms().comparative(word) || word.endsWith("ly")) {
      return true;
    }
    if (poles.stream().anyMatch(CueFinder::adjective)) {
      return !lexicon.noun(word) || adjectivalUse(tokens, i) || verbContext(tokens, i) && poles.stream().anyMatch(p -> p.via().equals("gloss"));
    }
    boolean verbal = poles.stream().anyMatch(p -> p.scale().oriented() && !p.via().equals("derivation") && !p.via().equals("attribute"));
    return verbal && (!lexicon.noun(word) || verbContext(tokens, i));
  }

  /** A pole read from an adjective head, satellite or also-see link (a scale of adjectives). */
  private static boolean adjective(Pole p) {
    return p.scale().id().startsWith("a:") && (p.via().equals("antonym") || p.via().equals("similar-to") || p.via().equals("also-see"))
        || p.via().equals("pertainym");
  }

  /** Words after which a word that may be a noun or a verb is read as a verb ("she sharpens", "will heat"). */
  private static final Set<String> BEFORE_VERB = Set.of("i", "you", "he", "she", "we", "they", "it", "who", "that", "which",
      "to", "will", "would", "can", "could", "should", "may", "might", "must", "and", "then", "also", "n't", "not", "never");

  /** Words after which a word is predicative ("is dull", "stays warm", "very deep"). */
  private static final Set<String> LINKING = Set.of("is", "are", "was", "were", "be", "been", "being", "become", "becomes",
      "became", "seem", "seems", "look", "looks", "feel", "feels", "get", "gets", "got", "stay", "stays", "remain", "remains",
      "turn", "turns", "grow", "grows", "keep", "keeps", "so", "very", "too", "quite", "rather", "and", "or", "nearly", "almost",
      "fairly", "really", "extremely", ",");

  /**
   * Whether a word that may be a noun is used as an adjective here: before a noun ("light
   * molecules"; not before a comparative: "go faster"), after a linking or degree word ("is dull",
   * "very deep"), in an equative ("as far back as"), or as the whole text (an option "dull").
   */
  private boolean adjectivalUse(List<Token> tokens, int i) {
    if (tokens.stream().filter(t -> !t.punctuation()).count() == 1) {
      return true;
    }
    if (i > 0 && LINKING.contains(tokens.get(i - 1).lower()) || equative(tokens, i)) {
      return true;
    }
    if (i + 1 < tokens.size() && content(tokens.get(i + 1))) {
      String next = tokens.get(i + 1).lower();
      return !lexicon.forms().comparative(next) && !next.endsWith("ly") && lexicon.noun(next);
    }
    return false;
  }

  /**
   * The equative "as W as" (a particle may follow W: "as far back as it will go"): W is an
   * adjective or adverb there, never a noun ("as light as a feather").
   */
  private static boolean equative(List<Token> tokens, int i) {
    if (i == 0 || !tokens.get(i - 1).lower().equals("as")) {
      return false;
    }
    for (int j = i + 1; j <= Math.min(tokens.size() - 1, i + 2); j++) {
      if (tokens.get(j).lower().equals("as")) {
        return true;
      }
    }
    return false;
  }

  /** Words that start a noun phrase: a word that may be a noun or a verb is a verb before one ("heats the pond"). */
  private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "his", "her", "its", "their", "my", "your", "our",
      "this", "that", "these", "those", "some", "all", "every", "each");

  private static boolean verbContext(List<Token> tokens, int i) {
    if (i + 1 < tokens.size() && DETERMINERS.contains(tokens.get(i + 1).lower())) {
      return true;
    }
    if (i == 0) {
      return false;
    }
    Token prev = tokens.get(i - 1);
    return BEFORE_VERB.contains(prev.lower()) || prev.lower().endsWith("ly") || Character.isUpperCase(prev.text().charAt(0)) && i > 1;
  }

  /** A word after "a", "an" or "the" that may be a noun and is no comparative: "a drop of oil", "the cut" (not "the lower"). */
  private boolean articleNoun(List<Token> tokens, int i) {
    String w = tokens.get(i).lower();
    return i > 0 && tokens.get(i - 1).lower().matches("a|an|the") && lexicon.noun(w) && !lexicon.forms().comparative(w)
        && !MODIFIERS.contains(w);
  }

  /** Whether the next token is a content word or a number (so "only water", not "jar one only"). */
  private static boolean premodifier(List<Token> tokens, int i) {
    return i + 1 < tokens.size() && !tokens.get(i + 1).punctuation() && !CLAUSE_WORDS.contains(tokens.get(i + 1).lower())
        && (content(tokens.get(i + 1)) || Character.isDigit(tokens.get(i + 1).lower().charAt(0)));
  }

  /** The poles of a word that can follow "more"/"less": adjective and adverb readings, not amounts. */
  private static List<Pole> gradable(List<Pole> poles) {
    return poles.stream().filter(p -> !p.scale().equals(Scale.QUANTITY) && !p.via().equals("gloss")
        && !p.via().equals("derivation") && !p.via().equals("attribute")).toList();
  }

  private static boolean capitalised(List<Token> tokens, int i) {
    return i > 0 && !tokens.get(i - 1).punctuation() && Character.isUpperCase(tokens.get(i).text().charAt(0));
  }

  private static Cue cue(List<Token> tokens, int start, int end, List<Pole> poles, int polarity, boolean quantity) {
    return new Cue(start, end, Token.join(tokens, start, end), poles, polarity, false, quantity, target(tokens, start, end));
  }

  /** Content words within 3 tokens either side, not crossing punctuation or a clause word. */
  static List<String> target(List<Token> tokens, int start, int end) {
    var out = new ArrayList<String>();
    for (int i = start - 1; i >= Math.max(0, start - 3); i--) {
      Token t = tokens.get(i);
      if (t.punctuation() || CLAUSE_WORDS.contains(t.lower())) {
        break;
      }
      if (content(t)) {
        out.add(0, t.lower());
      }
    }
    for (int i = end; i < Math.min(tokens.size(), end + 3); i++) {
      Token t = tokens.get(i);
      if (t.punctuation() || CLAUSE_WORDS.contains(t.lower())) {
        break;
      }
      if (content(t)) {
        out.add(t.lower());
      }
    }
    return out;
  }

  /** Whether a negator stands up to three words before the cue (then it is no object of a quantity word before it: "no sharp edges"). */
  private static boolean negatedNearby(List<Token> tokens, Cue c) {
    for (int i = c.start() - 1; i >= Math.max(0, c.start() - 3); i--) {
      Token t = tokens.get(i);
      if (t.punctuation()) {
        return false;
      }
      if (Comparatives.NEGATORS.contains(t.lower()) && !(t.lower().equals("no") && MODIFIERS.contains(tokens.get(i + 1).lower()))) {
        return true;
      }
    }
    return false;
  }
}
