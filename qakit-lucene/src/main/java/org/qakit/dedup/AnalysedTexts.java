package org.qakit.dedup;

import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.qakit.analysis.Analyzers;

/**
 * An item's {@link DedupTexts} analysed into bags of words: one for the scenario, one per question
 * and one per option, plus the bag of all its text together (what the suspect query is made of).
 *
 * @param texts the texts analysed
 * @param scenario the scenario's bag
 * @param questions the questions' bags, in order
 * @param options the options' bags, in order
 * @param all the bag of every text together
 */
public record AnalysedTexts(DedupTexts texts, TermBag scenario, List<TermBag> questions, List<TermBag> options, TermBag all) {
  public AnalysedTexts {
    questions = List.copyOf(questions);
    options = List.copyOf(options);
  }

  /** Analyses {@code texts} with {@code analyzer} (a Lucene analyzer may be shared by threads: it reuses one stream per thread). */
  public static AnalysedTexts of(DedupTexts texts, Analyzer analyzer) {
    var all = new ArrayList<String>();
    List<String> s = Analyzers.tokens(analyzer, "text", texts.scenario());
    all.addAll(s);
    var questions = new ArrayList<TermBag>();
    for (String q : texts.questions()) {
      List<String> t = Analyzers.tokens(analyzer, "text", q);
      all.addAll(t);
      questions.add(TermBag.of(t));
    }
    var options = new ArrayList<TermBag>();
    for (String o : texts.options()) {
      List<String> t = Analyzers.tokens(analyzer, "text", o);
      all.addAll(t);
      options.add(TermBag.of(t));
    }
    return new AnalysedTexts(texts, TermBag.of(s), questions, options, TermBag.of(all));
  }

  /** Every item's texts ({@link DedupTexts#of}) analysed, in item order (in parallel; the order is kept). */
  public static List<AnalysedTexts> ofItems(List<? extends org.qakit.model.Item> items, Analyzer analyzer) {
    return items.parallelStream().map(i -> of(DedupTexts.of(i), analyzer)).toList();
  }

  public String id() {
    return texts.id();
  }
}
