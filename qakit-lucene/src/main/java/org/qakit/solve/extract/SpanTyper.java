package org.qakit.solve.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.qakit.text.Language;

/**
 * Types a candidate span by its surface form, with no tagger or gazetteer. The first rule that
 * holds decides:
 *
 * <ol>
 *   <li><b>DATE</b>: every word is a digit number or a month name (en: {@code January}…; cs: the
 *       month names in their common cases, {@code července}, {@code březnu}…), and the span holds a
 *       month name and a number ({@code 9. července 1357}, {@code July 4}) or is a single year
 *       (4 digits, 1000–2099).
 *   <li><b>NUMBER</b> (groups of three digits after a space continue the number: {@code 12 500}):
 *       its first word is a number (digits, or a number word from {@code two} /
 *       {@code dva} up; "one" and "jeden" are left out, being pronouns and articles as often),
 *       optionally after a unit symbol ({@code $5}), followed by at most two words that are neither
 *       digits nor names of two or more letters ({@code 225 km}, {@code 100 °C}, {@code 3 million}).
 *   <li><b>PLACE</b> / <b>PERSON</b>: the span is exactly a maximal run of name words: a word that
 *       is not a stop word, starts with an upper-case letter and holds a lower-case one ({@code
 *       Prokop}, not {@code UNESCO}); an initial ({@code T.}); a Roman numeral right after a name
 *       ({@code Karel IV}); joined by {@code .} or by a connector followed by a name word (en:
 *       of, de, da, del, der, van, von, la, le; cs: nad, pod: {@code Žďár nad Sázavou}). Czech
 *       capitalised adjectives ({@code -ský, -cký} and their cases, possessive {@code -ův, -ova,
 *       -ovo, -ovy, -ových, -ovým, -ovou}: {@code Sázavský}, {@code Karlova}) are modifiers, not
 *       names. The run is a PLACE when the word before it is a place preposition (en: in, at, near,
 *       from, to, into; cs: v, ve, na, u, do, z, ze, k, ke, nad, pod, při, okolo, blízko), else a
 *       PERSON. A sub-run ({@code Karel} of {@code Karel IV}) is not a name.
 *   <li><b>OTHER</b>: anything else.
 * </ol>
 *
 * <p>Known limits: a capitalised sentence-initial word counts as a name; organisations and
 * capitalised English adjectives ({@code French}) type as PERSON; "July 4, 1776" is cut at the
 * comma. Thread-safe (immutable).
 */
public final class SpanTyper {
  private static final Pattern ROMAN = Pattern.compile("M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})");
  private static final Pattern CZECH_ADJECTIVE = Pattern.compile(
      ".*([sc]k(ý|á|é|ého|ému|ém|ým|ých|ými|ou)|ští|čtí|ův|ov(a|o|y|ých|ým|ou))");

  private static final Set<String> ENGLISH_MONTHS = Set.of("january", "february", "march", "april", "may", "june", "july",
      "august", "september", "october", "november", "december");
  private static final Set<String> CZECH_MONTHS = Set.of(
      "leden", "ledna", "lednu", "lednem", "únor", "února", "únoru", "únorem", "březen", "března", "březnu", "březnem",
      "duben", "dubna", "dubnu", "dubnem", "květen", "května", "květnu", "květnem", "červen", "června", "červnu", "červnem",
      "červenec", "července", "červenci", "červencem", "srpen", "srpna", "srpnu", "srpnem", "září", "zářím",
      "říjen", "října", "říjnu", "říjnem", "listopad", "listopadu", "listopadem", "prosinec", "prosince", "prosinci", "prosincem");
  private static final Set<String> ENGLISH_NUMBERS = Set.of("two", "three", "four", "five", "six", "seven", "eight", "nine",
      "ten", "eleven", "twelve", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred",
      "thousand", "million", "billion", "dozen");
  private static final Set<String> CZECH_NUMBERS = Set.of("dva", "dvě", "dvou", "dvěma", "tři", "tří", "třech", "třem",
      "čtyři", "čtyř", "čtyřech", "pět", "pěti", "šest", "šesti", "sedm", "sedmi", "osm", "osmi", "devět", "devíti",
      "deset", "deseti", "jedenáct", "dvanáct", "dvacet", "třicet", "čtyřicet", "padesát", "sto", "tisíc", "milion",
      "milionů", "miliarda", "miliard");
  private static final Set<String> ENGLISH_CONNECTORS = Set.of("of", "de", "da", "del", "der", "van", "von", "la", "le");
  private static final Set<String> CZECH_CONNECTORS = Set.of("nad", "pod");
  private static final Set<String> ENGLISH_PLACE_CUES = Set.of("in", "at", "near", "from", "to", "into");
  private static final Set<String> CZECH_PLACE_CUES = Set.of("v", "ve", "na", "u", "do", "z", "ze", "k", "ke", "nad", "pod",
      "při", "okolo", "blízko");

  private final SpanCandidates candidates;
  private final boolean czech;

  /** @param candidates gives the language and its stop words */
  public SpanTyper(SpanCandidates candidates) {
    this.candidates = candidates;
    this.czech = candidates.language() == Language.CZECH;
  }

  /** The type of each span of one sentence, in span order. */
  public List<AnswerType> types(List<Token> tokens, List<Span> spans) {
    int[][] runs = nameRuns(tokens);
    var out = new ArrayList<AnswerType>(spans.size());
    for (Span s : spans) {
      out.add(type(tokens, s, runs));
    }
    return out;
  }

  /** The type of one span. */
  public AnswerType type(List<Token> tokens, Span span) {
    return type(tokens, span, nameRuns(tokens));
  }

  private AnswerType type(List<Token> tokens, Span span, int[][] runs) {
    if (date(tokens, span)) {
      return AnswerType.DATE;
    }
    if (number(tokens, span)) {
      return AnswerType.NUMBER;
    }
    if (runs[0][span.first()] == span.first() && runs[1][span.first()] == span.last()) {
      String before = span.first() > 0 ? lower(tokens.get(span.first() - 1)) : "";
      return (czech ? CZECH_PLACE_CUES : ENGLISH_PLACE_CUES).contains(before) ? AnswerType.PLACE : AnswerType.PERSON;
    }
    return AnswerType.OTHER;
  }

  private boolean date(List<Token> tokens, Span span) {
    boolean month = false;
    int numbers = 0;
    for (int i = span.first(); i <= span.last(); i++) {
      Token t = tokens.get(i);
      if (!t.word()) {
        continue;
      }
      if (monthName(t)) {
        month = true;
      } else if (t.digits()) {
        numbers++;
      } else {
        return false;
      }
    }
    return month && numbers > 0 || span.length() == 1 && year(tokens.get(span.first()));
  }

  private boolean number(List<Token> tokens, Span span) {
    int i = span.first();
    if (tokens.get(i).unitSymbol() && i < span.last()) {
      i++;
    }
    if (!numberWord(tokens.get(i)) || thousandsGroup(tokens, i)) {
      return false;
    }
    int groups = 0;
    int j = i + 1;
    while (j <= span.last() && thousandsGroup(tokens, j)) { // 12 500, 1 250 000: one number
      groups++;
      j++;
    }
    for (; j <= span.last(); j++) {
      Token t = tokens.get(j);
      if (t.word() && (t.digits() || nameWord(tokens, j) && t.text().codePointCount(0, t.text().length()) > 1)) {
        return false;
      }
    }
    return span.words() - groups <= 3;
  }

  /**
   * Whether token i is a group of three digits that continues the number before it, written with a
   * space as the thousands separator ({@code 12 500}): a digits token one space after a digits token.
   */
  static boolean thousandsGroup(List<Token> tokens, int i) {
    if (i == 0) {
      return false;
    }
    Token t = tokens.get(i);
    Token before = tokens.get(i - 1);
    return t.digits() && t.text().length() == 3 && before.digits() && t.start() - before.end() == 1;
  }

  /**
   * The maximal runs of name words: {@code [0][i]} is the first and {@code [1][i]} the last token
   * of the run that token i belongs to (-1 for both outside runs).
   */
  private int[][] nameRuns(List<Token> tokens) {
    int[] first = new int[tokens.size()];
    int[] last = new int[tokens.size()];
    java.util.Arrays.fill(first, -1);
    java.util.Arrays.fill(last, -1);
    int i = 0;
    while (i < tokens.size()) {
      if (!nameWord(tokens, i)) {
        i++;
        continue;
      }
      int end = i;
      int j = i + 1;
      while (j < tokens.size()) {
        Token t = tokens.get(j);
        if (nameWord(tokens, j) || roman(t) && j == end + 1) {
          end = j;
          j++;
        } else if ((t.text().equals(".") || connector(t)) && j + 1 < tokens.size() && nameWord(tokens, j + 1)) {
          j++;
        } else {
          break;
        }
      }
      for (int k = i; k <= end; k++) {
        first[k] = i;
        last[k] = end;
      }
      i = end + 1;
    }
    return new int[][] {first, last};
  }

  private boolean nameWord(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    if (!t.word() || candidates.stopWord(t)) {
      return false;
    }
    String s = t.text();
    if (!Character.isUpperCase(s.codePointAt(0))) {
      return false;
    }
    if (s.codePointCount(0, s.length()) == 1) {
      return i + 1 < tokens.size() && tokens.get(i + 1).text().equals("."); // an initial
    }
    if (s.codePoints().noneMatch(Character::isLowerCase)) {
      return false;
    }
    return !(czech && CZECH_ADJECTIVE.matcher(s.toLowerCase(Locale.ROOT)).matches());
  }

  private static boolean roman(Token t) {
    return t.word() && ROMAN.matcher(t.text()).matches();
  }

  private boolean connector(Token t) {
    return (czech ? CZECH_CONNECTORS : ENGLISH_CONNECTORS).contains(t.text());
  }

  private boolean monthName(Token t) {
    return (czech ? CZECH_MONTHS : ENGLISH_MONTHS).contains(lower(t));
  }

  private boolean numberWord(Token t) {
    return t.word() && (t.digits() || (czech ? CZECH_NUMBERS : ENGLISH_NUMBERS).contains(lower(t)));
  }

  private static boolean year(Token t) {
    if (t.text().length() != 4 || !t.text().chars().allMatch(Character::isDigit)) {
      return false;
    }
    int y = Integer.parseInt(t.text());
    return y >= 1000 && y <= 2099;
  }

  private static String lower(Token t) {
    return t.text().toLowerCase(Locale.ROOT);
  }
}
