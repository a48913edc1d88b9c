package org.qakit.kb;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.qakit.model.Triple;

/**
 * A run of consecutive triples with the same subject string: the unit a knowledge-base store keeps
 * as one document (the embedded store's Lucene document, {@code RunDocument}; a Solr collection's
 * document). The NLPCC knowledge base lists a subject's triples together, so a run is
 * usually all of a subject's facts; a subject met again later in the input gets another run, and
 * lookups gather every run of a key, in input order ({@code seq}).
 *
 * <p>Fields of the document (the same names in every backend; a Solr collection keeps the facts as
 * two stored multi-valued fields, {@code predicate} and {@code object}, instead of {@value #FACTS}):
 *
 * <table>
 *   <caption>store fields</caption>
 *   <tr><th>field</th><th>kind</th><th>content</th></tr>
 *   <tr><td>{@value #KEY}</td><td>keyword + binary doc values</td><td>{@link KbNames#key} of the subject</td></tr>
 *   <tr><td>{@value #NAME}</td><td>keyword, multi-valued</td><td>{@link KbNames#names} of the key and
 *       {@link KbNames#aliasNames} of the run's alias objects</td></tr>
 *   <tr><td>{@value #SUBJECT}</td><td>stored</td><td>the subject as written</td></tr>
 *   <tr><td>{@value #FACTS}</td><td>stored bytes</td><td>vint count, then predicate and object strings, in input order</td></tr>
 *   <tr><td>{@value #SIZE}</td><td>numeric doc values</td><td>the number of triples in the run</td></tr>
 *   <tr><td>{@value #SEQ}</td><td>numeric doc values</td><td>the 0-based input position of the run's first triple</td></tr>
 * </table>
 *
 * @param subject the subject as written
 * @param seq the input position (0-based, over all input files) of the first triple
 * @param predicates the predicates as written, in input order
 * @param objects the objects as written, one per predicate
 */
public record SubjectRun(String subject, long seq, List<String> predicates, List<String> objects) {
  public static final String KEY = "key";
  public static final String NAME = "name";
  public static final String SUBJECT = "subject";
  public static final String FACTS = "facts";
  public static final String SIZE = "size";
  public static final String SEQ = "seq";

  public SubjectRun {
    if (predicates.size() != objects.size() || predicates.isEmpty()) {
      throw new IllegalArgumentException("subject run '" + subject + "': expected as many objects as predicates (at least 1), found "
          + predicates.size() + " and " + objects.size());
    }
    predicates = List.copyOf(predicates);
    objects = List.copyOf(objects);
  }

  /** The run's triples, in input order. */
  public List<Triple> triples() {
    var list = new ArrayList<Triple>(predicates.size());
    for (int i = 0; i < predicates.size(); i++) {
      list.add(new Triple(subject, predicates.get(i), objects.get(i)));
    }
    return list;
  }

  /** The names of the run: those of its key and of its alias objects, distinct, in that order. */
  public LinkedHashSet<String> names() {
    var names = new LinkedHashSet<>(KbNames.names(KbNames.key(subject)));
    for (int i = 0; i < predicates.size(); i++) {
      if (KbNames.isAliasPredicate(predicates.get(i))) {
        names.addAll(KbNames.aliasNames(objects.get(i)));
      }
    }
    return names;
  }
}
