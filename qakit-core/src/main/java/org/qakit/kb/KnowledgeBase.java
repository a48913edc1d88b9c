package org.qakit.kb;

import java.util.ArrayList;
import java.util.List;
import org.qakit.model.Triple;

/**
 * A knowledge base of triples stored as subject runs ({@link SubjectRun}), whatever holds it: the
 * embedded store ({@code KbStore}, qakit-lucene) or a Solr collection ({@code SolrKnowledgeBase},
 * qakit-solr). Knowledge-base solvers ({@code kbqa}) see only this interface; every backend gives
 * the same answer to every lookup on the same input files.
 *
 * <p>Keys and names are normalised by {@link KbNames}: {@link #runs} and {@link #popularity} take a
 * {@link KbNames#key}, {@link #named} and {@link #mentions} an already normalised name or text.
 * Thread-safe.
 */
public interface KnowledgeBase extends AutoCloseable {

  /** A subject key with its popularity: a number of triples (see {@link #named}). */
  record Subject(String key, long popularity) {}

  /**
   * A name found in a normalised text: characters {@code [start, end)}.
   *
   * @param start first character of the mention in the normalised text
   * @param end one past its last character
   * @param name the mentioned name: the text between them for {@link #mentions}, the name in the
   *     base for {@link #nearMentions}
   */
  record Mention(int start, int end, String name) {
    public int length() {
      return end - start;
    }
  }

  /** The runs of a key, in input order ({@link SubjectRun#seq}); none when the key is unknown. */
  List<SubjectRun> runs(String key);

  /** The number of triples of a key (0 when there are none). */
  long popularity(String key);

  /**
   * The subjects that carry {@code name} (already normalised), sorted by key, each with the number
   * of triples in its runs that carry the name: all of the subject's triples for a name made from
   * the subject itself (every run of a key has the key's names), the triples of the runs that list
   * an alias for an alias.
   */
  List<Subject> named(String name);

  /**
   * Every span of {@code text} (already normalised) of at most {@link KbNames#MAX_NAME_CHARS}
   * characters that is a name in the knowledge base, sorted by start, then end, each once.
   */
  List<Mention> mentions(String text);

  /**
   * Names that {@code text} (already normalised) nearly mentions, for entity linking when the
   * subject is misspelt or shortened; each mention's {@code name} is the name in the base, which
   * differs from the span it covers:
   *
   * <ul>
   *   <li>fuzzy: a span of {@value KbNames#FUZZY_MIN_CHARS} to {@value KbNames#FUZZY_MAX_CHARS}
   *       characters within one edit (insertion, deletion, substitution, transposition) of a name
   *       that the span is not;
   *   <li>partial: the longest span from a start position, of at least {@value
   *       KbNames#PARTIAL_MIN_CHARS} characters, that begins names without being one, with each of
   *       those names of at most twice its length, when at most {@value KbNames#PARTIAL_MAX_NAMES}
   *       names begin with it.
   * </ul>
   *
   * Sorted by start, end and name, each once. A backend without it finds none (the default).
   */
  default List<Mention> nearMentions(String text) {
    return List.of();
  }

  /** Every triple of the subject (any spelling with the same {@link KbNames#key}), in input order. */
  default List<Triple> triples(String subject) {
    var out = new ArrayList<Triple>();
    runs(KbNames.key(subject)).forEach(r -> out.addAll(r.triples()));
    return out;
  }

  /** The triples of the subject whose predicate normalises ({@link KbNames#normalize}) like {@code predicate}. */
  default List<Triple> triples(String subject, String predicate) {
    String p = KbNames.normalize(predicate);
    return triples(subject).stream().filter(t -> KbNames.normalize(t.predicate()).equals(p)).toList();
  }

  /** Where the facts live, for messages and evidence, e.g. a folder or {@code solr:COLLECTION}. */
  String describe();

  /** Releases what the store holds open (readers, HTTP clients). */
  @Override
  void close() throws java.io.IOException;
}
