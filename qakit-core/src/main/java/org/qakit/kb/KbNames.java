package org.qakit.kb;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * How the knowledge-base store turns subjects and aliases into lookup keys and names; the
 * original strings are kept beside them.
 *
 * <p><b>Normalisation</b> ({@link #normalize}), in this order: Unicode NFKC (full-width letters,
 * digits, brackets and spaces become their ASCII forms: {@code （} → {@code (}, {@code Ａ} →
 * {@code a} after lower-casing); lower-casing with {@link Locale#ROOT}; removal of every white-space
 * and space-separator character. So {@code "李娜（网球运动员）"}, {@code "李娜 (网球运动员)"} and
 * {@code "李娜(网球运动员)"} share the key {@code 李娜(网球运动员)}. It is the rule of the NLPCC KBQA
 * answer comparison ({@code KbqaAnswers}), kept as a separate copy so that a change to the metric
 * never silently changes the keys of stores already built.
 *
 * <p><b>Names</b> ({@link #names}) under which a subject can be mentioned in a question: its key;
 * the key without a trailing bracketed disambiguator ({@code 李娜(网球运动员)} → {@code 李娜}: the
 * last {@code (…)} group when it ends the key and something precedes it); the key without
 * enclosing book-title marks ({@code 《红楼梦》} → {@code 红楼梦}); and the normalised objects of its
 * alias predicates ({@link #ALIAS_PREDICATES}: {@value #ALIAS}, {@value #CHINESE_NAME}, 英文名, 简称 …), each also cut at the list
 * separators {@code 、 , ; ， ；}. Names shorter than 1 or longer than {@value #MAX_NAME_CHARS}
 * characters are not names (no question mentions them).
 *
 * <p><b>Long keys</b>: Lucene refuses terms over 32,766 UTF-8 bytes, so a key longer than
 * {@value #MAX_KEY_CHARS} characters becomes its first {@value #MAX_KEY_CHARS} characters, {@code #}
 * and the 16 hex digits of a 64-bit FNV-1a hash of the whole key's UTF-8 bytes; {@link #key} applies
 * the same rule to a lookup, so such a subject is still found by its full text.
 */
public final class KbNames {
  /** The id of the key rule ({@link #normalize}, {@link #key}), recorded with every store built with it. */
  public static final String RULE = "nfkc-lower-nospace";
  /** The alias predicate of the NLPCC knowledge base. */
  public static final String ALIAS = "别名";
  /** The Chinese-name predicate of the NLPCC knowledge base (usually the subject itself). */
  public static final String CHINESE_NAME = "中文名";
  /** The longest name indexed for entity linking, in characters. */
  public static final int MAX_NAME_CHARS = 64;
  /** The shortest span matched to a name within one edit ({@code KnowledgeBase#nearMentions}). */
  public static final int FUZZY_MIN_CHARS = 4;
  /** The longest span matched to a name within one edit. */
  public static final int FUZZY_MAX_CHARS = 12;
  /** The shortest span matched as the beginning of a longer name. */
  public static final int PARTIAL_MIN_CHARS = 3;
  /** A beginning shared by more names than this is too ambiguous to link. */
  public static final int PARTIAL_MAX_NAMES = 8;
  /** The longest key kept whole, in characters. */
  public static final int MAX_KEY_CHARS = 1000;

  private KbNames() {}

  /** NFKC, lower-cased (root locale), every white-space character removed. */
  public static String normalize(String text) {
    String s = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    var out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      if (!Character.isWhitespace(cp) && !Character.isSpaceChar(cp)) {
        out.appendCodePoint(cp);
      }
      i += Character.charCount(cp);
    }
    return out.toString();
  }

  /** The lookup key of a subject as written: {@link #normalize}, then {@link #bounded}. */
  public static String key(String subject) {
    return bounded(normalize(subject));
  }

  /**
   * {@code text} itself when it has at most {@value #MAX_KEY_CHARS} characters, else its first
   * {@value #MAX_KEY_CHARS} characters, {@code #} and the 16 hex digits of the 64-bit FNV-1a hash
   * of its UTF-8 bytes (a Lucene term must stay under 32,766 bytes).
   */
  public static String bounded(String text) {
    if (text.length() <= MAX_KEY_CHARS) {
      return text;
    }
    long h = 0xcbf29ce484222325L;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xff;
      h *= 0x100000001b3L;
    }
    return text.substring(0, MAX_KEY_CHARS) + "#" + String.format(Locale.ROOT, "%016x", h);
  }

  /**
   * A normalised key without its trailing bracketed disambiguator, or null when it has none:
   * {@code 李娜(网球运动员)} → {@code 李娜}; {@code (1)} (nothing before) and {@code a(b)c} (not at
   * the end) → null. The matching {@code (} of the final {@code )} is found by counting nesting.
   */
  public static String withoutDisambiguator(String key) {
    if (!key.endsWith(")")) {
      return null;
    }
    int depth = 0;
    for (int i = key.length() - 1; i >= 0; i--) {
      char c = key.charAt(i);
      if (c == ')') {
        depth++;
      } else if (c == '(' && --depth == 0) {
        return i > 0 && i < key.length() - 2 ? key.substring(0, i) : null;
      }
    }
    return null;
  }

  /** A normalised key without enclosing {@code 《…》}, or null when it is not so enclosed. */
  public static String withoutBookMarks(String key) {
    return key.length() > 2 && key.startsWith("《") && key.endsWith("》") && key.indexOf('》') == key.length() - 1
        ? key.substring(1, key.length() - 1) : null;
  }

  /**
   * The predicates whose object names the subject: {@value #ALIAS}, {@value #CHINESE_NAME} and the
   * other naming predicates of the NLPCC base (English and foreign names, former, short and full
   * names, nicknames), normalised.
   */
  public static final Set<String> ALIAS_PREDICATES = Set.of(ALIAS, CHINESE_NAME, "英文名", "英文名称", "外文名", "外文名称", "中文名称",
      "原名", "本名", "简称", "全称", "别称", "又名", "其他名称", "俗名", "艺名", "昵称", "绰号", "外号");

  /** Whether {@code predicate}, normalised, is one of {@link #ALIAS_PREDICATES}. */
  public static boolean isAliasPredicate(String predicate) {
    if (ALIAS_PREDICATES.contains(predicate)) {
      return true;
    }
    if (predicate.length() > 32 || predicate.length() < 2) {
      return false; // normalising cannot bring it to 2 to 4 characters (NFKC expands no character to nothing)
    }
    return ALIAS_PREDICATES.contains(normalize(predicate));
  }

  /** The names a key gives itself: the key, without disambiguator, without book-title marks. */
  public static Set<String> names(String key) {
    var names = new LinkedHashSet<String>();
    add(names, key);
    String bare = withoutDisambiguator(key);
    add(names, bare);
    add(names, withoutBookMarks(key));
    if (bare != null) {
      add(names, withoutBookMarks(bare));
    }
    return names;
  }

  /** The names an alias object gives: the whole value and its pieces between list separators. */
  public static Set<String> aliasNames(String object) {
    var names = new LinkedHashSet<String>();
    String whole = normalize(object);
    add(names, whole);
    for (String piece : whole.split("[、,;；]")) {
      add(names, piece);
    }
    return names;
  }

  private static void add(Set<String> names, String name) {
    if (name != null && !name.isEmpty() && name.length() <= MAX_NAME_CHARS) {
      names.add(name);
    }
  }
}
