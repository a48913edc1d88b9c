package org.qakit.kb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.search.FuzzyTermsEnum;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.automaton.Automaton;
import org.apache.lucene.util.automaton.LevenshteinAutomata;
import org.apache.lucene.util.automaton.Operations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.format.ReadOptions;
import org.qakit.index.IndexProgress;
import org.qakit.kb.KnowledgeBase.Mention;
import org.qakit.testing.SharedData;

/**
 * {@link FuzzyNames}, one automaton per start, finds exactly the mentions of one Lucene {@link
 * FuzzyTermsEnum} per span, on the real NLPCC 2016 questions and their gold triples as the base,
 * the questions as written and with their subject misspelt (a character replaced, dropped, doubled
 * or swapped with the next).
 */
class FuzzyNamesTest {
  @TempDir Path temp;

  @Test
  void oneAutomatonPerStartFindsWhatAFuzzyTermsEnumPerSpanFinds() throws IOException {
    List<String> lines = Files.readAllLines(SharedData.path("nlpcc-kbqa/nlpcc-iccpol-2016.kbqa.training-data"));
    var base = new ArrayList<String>();
    var questions = new ArrayList<String>();
    int asked = 0;
    for (String l : lines) {
      if (l.startsWith("<question id=") && ++asked > 100) {
        break;
      }
      if (l.startsWith("<question id=")) {
        questions.add(KbNames.normalize(l.substring(l.indexOf('\t') + 1)));
      } else if (l.startsWith("<triple id=")) {
        String triple = l.substring(l.indexOf('\t') + 1);
        base.add(triple);
        String subject = KbNames.normalize(triple.split(" \\|\\|\\| ")[0]);
        String q = questions.getLast();
        int at = q.indexOf(subject);
        if (at >= 0 && subject.length() >= 3) {
          int k = questions.size() % subject.length();
          String s = switch (questions.size() % 4) {
            case 0 -> subject.substring(0, k) + "错" + subject.substring(k + 1);
            case 1 -> subject.substring(0, k) + subject.substring(k + 1);
            case 2 -> subject.substring(0, k + 1) + subject.substring(k);
            default -> k + 1 < subject.length() ? subject.substring(0, k) + subject.charAt(k + 1) + subject.charAt(k) + subject.substring(k + 2)
                : subject;
          };
          questions.add(q.substring(0, at) + s + q.substring(at + subject.length()));
        }
      }
    }
    Path kb = Files.write(temp.resolve("kb.txt"), base);
    new KbStoreBuilder(1, false, IndexProgress.NONE).build(temp.resolve("store"), "nlpcc-kbqa", List.of(kb), ReadOptions.STRICT);
    int found = 0;
    var cpu = java.lang.management.ManagementFactory.getThreadMXBean();
    long fastNanos = 0;
    long referenceNanos = 0;
    try (var dir = FSDirectory.open(temp.resolve("store")); var reader = DirectoryReader.open(dir)) {
      for (String q : questions) {
        var fast = new ArrayList<Mention>();
        var reference = new ArrayList<Mention>();
        for (LeafReaderContext leaf : reader.leaves()) {
          Terms terms = leaf.reader().terms(SubjectRun.NAME);
          long t0 = cpu.getCurrentThreadCpuTime();
          FuzzyNames.add(q, terms, fast);
          long t1 = cpu.getCurrentThreadCpuTime();
          perSpan(q, terms, reference);
          fastNanos += t1 - t0;
          referenceNanos += cpu.getCurrentThreadCpuTime() - t1;
        }
        Comparator<Mention> order = Comparator.comparingInt(Mention::start).thenComparingInt(Mention::end).thenComparing(Mention::name);
        fast.sort(order);
        reference.sort(order);
        assertThat(fast).as(q).isEqualTo(reference);
        found += reference.size();
      }
    }
    // for the record (no assertion: CPU time depends on the machine): one automaton per start against one per span
    System.out.printf("FuzzyNamesTest: %d questions, %d fuzzy mentions; thread CPU %.2f s (per start) vs %.2f s (per span)%n",
        questions.size(), found, fastNanos / 1e9, referenceNanos / 1e9);
    // the misspelt subjects are found again: the comparison is not one of empty lists
    assertThat(questions).hasSizeGreaterThan(150);
    assertThat(found).isGreaterThan(80);
  }

  @Test
  void theStartsAutomatonAcceptsExactlyTheUnionOfItsSpansLevenshteinAutomata() {
    // repeated code points (where a swap or deletion is ambiguous), ASCII, Chinese, each window length
    for (String text : List.of("机械设计基础课程的作者是谁", "aabbaabbaabb", "abcdefghijkl", "aaaa", "长江长江长江长江", "abab", "中国人民银行")) {
      for (int len = KbNames.FUZZY_MIN_CHARS; len <= text.length(); len++) {
        String window = text.substring(0, len);
        var automata = new ArrayList<Automaton>();
        for (int l = KbNames.FUZZY_MIN_CHARS; l <= len; l++) {
          automata.add(new LevenshteinAutomata(window.substring(0, l), true).toAutomaton(1));
        }
        Automaton union = Operations.determinize(Operations.union(automata), Operations.DEFAULT_DETERMINIZE_WORK_LIMIT);
        Automaton built = Operations.determinize(FuzzyNames.prefixesWithinOneEdit(window, KbNames.FUZZY_MIN_CHARS),
            Operations.DEFAULT_DETERMINIZE_WORK_LIMIT);
        assertThat(Operations.isEmpty(Operations.minus(built, union, Operations.DEFAULT_DETERMINIZE_WORK_LIMIT)))
            .as("nothing but the union: " + window).isTrue();
        assertThat(Operations.isEmpty(Operations.minus(union, built, Operations.DEFAULT_DETERMINIZE_WORK_LIMIT)))
            .as("all of the union: " + window).isTrue();
      }
    }
    // a name one edit from a longer prefix only is accepted, one two edits from every prefix is not
    Automaton a = Operations.determinize(FuzzyNames.prefixesWithinOneEdit("abcdef", 4), Operations.DEFAULT_DETERMINIZE_WORK_LIMIT);
    assertThat(Operations.run(a, "abcdeX")).isTrue();
    assertThat(Operations.run(a, "abc")).isTrue();
    assertThat(Operations.run(a, "ab")).isFalse();
    assertThat(Operations.run(a, "aXcXef")).isFalse();
  }

  @Test
  void textWithASurrogatePairFindsWhatAFuzzyTermsEnumPerSpanFinds() throws IOException {
    // spans are cut by chars; a window with a surrogate pair takes the union of the spans' automata
    Path kb = Files.write(temp.resolve("kb.txt"), List.of("𠮷野家牛丼 ||| 类型 ||| 快餐", "吉野家牛丼 ||| 类型 ||| 快餐", "野家牛丼饭 ||| 类型 ||| 饭"));
    new KbStoreBuilder(1, false, IndexProgress.NONE).build(temp.resolve("store"), "nlpcc-kbqa", List.of(kb), ReadOptions.STRICT);
    try (var dir = FSDirectory.open(temp.resolve("store")); var reader = DirectoryReader.open(dir)) {
      for (String q : List.of("𠮷野家牛井是什么", "吉野家牛井是什么", "我想吃𠮷野家牛丼")) {
        var fast = new ArrayList<Mention>();
        var reference = new ArrayList<Mention>();
        for (LeafReaderContext leaf : reader.leaves()) {
          Terms terms = leaf.reader().terms(SubjectRun.NAME);
          FuzzyNames.add(q, terms, fast);
          perSpan(q, terms, reference);
        }
        Comparator<Mention> order = Comparator.comparingInt(Mention::start).thenComparingInt(Mention::end).thenComparing(Mention::name);
        fast.sort(order);
        reference.sort(order);
        assertThat(fast).as(q).isEqualTo(reference);
        assertThat(reference).as(q).isNotEmpty();
      }
    }
  }

  @Test
  void oneEditIsAnInsertionDeletionSubstitutionOrAdjacentSwap() {
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("机械设计"))).isTrue();
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("机械设汁"))).isTrue();
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("机械计设"))).isTrue();
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("机设计"))).isTrue();
    assertThat(FuzzyNames.withinOneEdit(cp("机设计"), cp("机械设计"))).isTrue();
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("机械设计基"))).isTrue();
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("械机计设"))).isFalse();
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("机汁设汁"))).isFalse();
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("机械设计基础"))).isFalse();
    assertThat(FuzzyNames.withinOneEdit(cp("机械设计"), cp("设计机械"))).isFalse();
  }

  private static int[] cp(String s) {
    return s.codePoints().toArray();
  }

  /** What {@link KbStore#nearMentions} found before {@link FuzzyNames}: one {@link FuzzyTermsEnum} per span. */
  private static void perSpan(String text, Terms terms, List<Mention> out) throws IOException {
    for (int i = 0; i < text.length(); i++) {
      for (int len = KbNames.FUZZY_MIN_CHARS; len <= KbNames.FUZZY_MAX_CHARS && i + len <= text.length(); len++) {
        String span = text.substring(i, i + len);
        var te = new FuzzyTermsEnum(terms, new Term(SubjectRun.NAME, span), 1, 0, true);
        for (BytesRef t = te.next(); t != null; t = te.next()) {
          String name = t.utf8ToString();
          if (!name.equals(span) && name.length() >= KbNames.FUZZY_MIN_CHARS) {
            out.add(new Mention(i, i + len, name));
          }
        }
      }
    }
  }
}
