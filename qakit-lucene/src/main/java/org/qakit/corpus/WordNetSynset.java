package org.qakit.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.qakit.model.Passage;

/**
 * One line of a WordNet 3.0 database file {@code data.<pos>} (wndb(5WN)), parsed:
 *
 * <pre>
 * offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] p_cnt [ptr...] [frames...] | gloss
 * ptr = pointer_symbol synset_offset pos source/target
 * </pre>
 *
 * {@code w_cnt} and {@code source/target} are hexadecimal, {@code p_cnt} is three decimal digits.
 * Words keep their case; underscores become spaces and adjective markers ({@code (a)}, {@code
 * (p)}, {@code (ip)}) are dropped. A pointer's part of speech is {@code n}, {@code v}, {@code a},
 * {@code s} (adjective satellite, stored in {@code data.adj}) or {@code r}; {@code source} and
 * {@code target} are 1-based word numbers, both 0 for a semantic (whole-synset) pointer. Verb
 * frames are skipped. This is the one parser of these lines: the {@code wordnet} importer takes the
 * gloss and words from it, {@link org.qakit.solve.qualitative.WordNetScales} the pointers.
 *
 * @param pos the file's part of speech: {@code n}, {@code v}, {@code a} (satellites included) or {@code r}
 * @param offset the 8-digit synset offset (unique within one file)
 * @param type ss_type: {@code n}, {@code v}, {@code a}, {@code s} or {@code r}
 * @param words the synset's words in order
 * @param pointers the pointers in order
 * @param gloss the gloss as written after {@code "| "} (definition and quoted examples)
 */
public record WordNetSynset(String pos, String offset, String type, List<String> words, List<Pointer> pointers, String gloss) {
  private static final Pattern SPACES = Pattern.compile(" +");
  private static final Pattern OFFSET = Pattern.compile("[0-9]{8}");

  /**
   * One pointer of a synset.
   *
   * @param symbol the pointer symbol ({@code !} antonym, {@code &} similar to, {@code \} pertainym
   *     or derived from adjective, {@code +} derivationally related, {@code =} attribute, {@code ^}
   *     also see, {@code @} hypernym, ...)
   * @param offset the target synset's offset
   * @param pos the target's part of speech ({@code n}, {@code v}, {@code a}, {@code s}, {@code r})
   * @param source the 1-based source word number, 0 for a semantic pointer
   * @param target the 1-based target word number, 0 for a semantic pointer
   */
  public record Pointer(String symbol, String offset, String pos, int source, int target) {
    /** The data file the target lives in: {@code a} for a satellite ({@code s}). */
    public String filePos() {
      return pos.equals("s") ? "a" : pos;
    }
  }

  public WordNetSynset {
    words = List.copyOf(words);
    pointers = List.copyOf(pointers);
  }

  /** The passage id {@code wn:<pos>:<offset>}. */
  public String id() {
    return "wn:" + pos + ":" + offset;
  }

  /** The synset as the {@code wordnet} importer's passage: title = the words joined with {@code ", "}, text = the gloss. */
  public Passage toPassage() {
    return new Passage(id(), gloss, String.join(", ", words));
  }

  /**
   * Parses one data-file line of part of speech {@code pos}.
   *
   * @throws IllegalArgumentException saying what was expected and what was found
   */
  public static WordNetSynset parse(String pos, String line) {
    int bar = line.indexOf(" | ");
    if (bar < 0) {
      throw new IllegalArgumentException("expected a synset line 'offset lex_filenum ss_type w_cnt words ... | gloss', found no ' | ' before the gloss");
    }
    String[] fields = SPACES.split(line.substring(0, bar).trim());
    if (fields.length < 4 || !OFFSET.matcher(fields[0]).matches()) {
      throw new IllegalArgumentException("expected an 8-digit synset offset and the synset fields, found '" + abbreviate(line) + "'");
    }
    int count = hex(fields[3], "w_cnt as two hexadecimal digits");
    if (count < 1 || fields.length < 4 + 2 * count) {
      throw new IllegalArgumentException("expected " + count + " word/lex_id pairs after w_cnt, found " + (fields.length - 4) / 2);
    }
    var words = new ArrayList<String>(count);
    for (int i = 0; i < count; i++) {
      words.add(fields[4 + 2 * i].replaceFirst("\\((a|p|ip)\\)$", "").replace('_', ' '));
    }
    String gloss = line.substring(bar + 3).strip();
    if (gloss.isEmpty()) {
      throw new IllegalArgumentException("expected a gloss after '| ', found nothing");
    }
    return new WordNetSynset(pos, fields[0], fields[2], words, pointers(fields, 4 + 2 * count), gloss);
  }

  private static List<Pointer> pointers(String[] fields, int at) {
    if (at >= fields.length) {
      return List.of(); // a line without p_cnt (the importer's fixtures); nothing to point at
    }
    int count;
    try {
      count = Integer.parseInt(fields[at]);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected p_cnt as three decimal digits after the words, found '" + fields[at] + "'");
    }
    if (fields.length < at + 1 + 4 * count) {
      throw new IllegalArgumentException("expected " + count + " pointers of 4 fields after p_cnt, found " + (fields.length - at - 1) / 4);
    }
    var pointers = new ArrayList<Pointer>(count);
    for (int i = 0; i < count; i++) {
      int p = at + 1 + 4 * i;
      String st = fields[p + 3];
      if (st.length() != 4) {
        throw new IllegalArgumentException("expected a pointer's source/target as four hexadecimal digits, found '" + st + "'");
      }
      pointers.add(new Pointer(fields[p], fields[p + 1], fields[p + 2],
          hex(st.substring(0, 2), "a pointer's source word number"), hex(st.substring(2), "a pointer's target word number")));
    }
    return pointers;
  }

  private static int hex(String s, String what) {
    try {
      return Integer.parseInt(s, 16);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected " + what + ", found '" + s + "'");
    }
  }

  private static String abbreviate(String s) {
    return s.length() > 60 ? s.substring(0, 60) + "…" : s;
  }
}
