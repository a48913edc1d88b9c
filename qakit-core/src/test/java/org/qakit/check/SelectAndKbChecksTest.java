package org.qakit.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qakit.check.CheckRuns.as;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.check.kb.AnswerIsObject;
import org.qakit.check.kb.SubjectInQuestion;
import org.qakit.check.select.ConflictingLabels;
import org.qakit.check.select.DuplicateCandidates;
import org.qakit.check.select.LabelRange;
import org.qakit.check.select.NoPositive;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.Triple;

class SelectAndKbChecksTest {
  private static final AnswerSelectionItem CLEAN = as("ok", "q?", "yes", 1, "no", 0);

  @Test
  void noPositiveSkipsUnlabelledTestItems() {
    var none = as("n", "q?", "a", 0, "b", 0);
    var test = as("t", "q?", "a", Candidate.UNLABELLED);
    var findings = CheckRuns.items(new NoPositive(), none, test, CLEAN);
    assertThat(findings).singleElement().satisfies(f -> {
      assertThat(f.item()).isEqualTo("n");
      assertThat(f.message()).isEqualTo("none of its 2 candidates is labelled 1");
    });
  }

  @Test
  void duplicateCandidatesGiveOneFindingPerQuestionAndTheFixKeepsTheFirst() {
    var dup = as("d", "q?", "a", 0, "b", 1, "a", 0, "a", 0, "b", 0);
    var findings = CheckRuns.items(new DuplicateCandidates(), dup, CLEAN);
    // candidates 3 and 4 repeat candidate 1 with label 0; candidate 5 has b's text with another label
    assertThat(findings).singleElement().satisfies(f -> assertThat(f.message())
        .isEqualTo("2 of its 5 candidates repeat an earlier one with the same label; the first: candidate 3 repeats candidate 1 (label 0): 'a'"));
    var log = new ChangeLog(null);
    var fixed = (AnswerSelectionItem) new DuplicateCandidates().fix(dup, log);
    assertThat(fixed.candidates()).extracting(Candidate::text).containsExactly("a", "b", "b");
    assertThat(log.changes()).extracting(Change::description)
        .containsExactly("dropped candidate 3 (label 0), a repeat: 'a'", "dropped candidate 4 (label 0), a repeat: 'a'");
    assertThat(new DuplicateCandidates().fix(CLEAN, log)).isSameAs(CLEAN);
  }

  @Test
  void conflictingLabelsAreErrors() {
    var conflict = as("c", "q?", "same", 1, "other", 0, "same", 0);
    var findings = CheckRuns.items(new ConflictingLabels(), conflict, as("d", "q?", "a", 0, "a", 0), CLEAN);
    assertThat(findings).singleElement().satisfies(f -> {
      assertThat(f.severity()).isEqualTo(Severity.ERROR);
      assertThat(f.message()).isEqualTo("candidate 3 (label 0) has the text of candidate 1 (label 1): 'same'");
    });
  }

  @Test
  void labelRangeFindsQuestionsMixingLabelledAndUnlabelledCandidates() {
    var mixed = as("m", "q?", "a", 1, "b", Candidate.UNLABELLED);
    var test = as("t", "q?", "a", Candidate.UNLABELLED, "b", Candidate.UNLABELLED);
    var findings = CheckRuns.items(new LabelRange(), mixed, test, CLEAN);
    assertThat(findings).singleElement().satisfies(f -> assertThat(f.message())
        .isEqualTo("1 of its 2 candidates have no label while the others have 0 or 1"));
  }

  @Test
  void theAnswerMustBeTheTriplesObject() {
    var ok = kb("1", "《机械设计基础》这本书的作者是谁？", "杨可桢", new Triple("机械设计基础", "作者", "杨可桢"));
    var wrong = kb("2", "谁？", "张三", new Triple("x", "作者", "李四"));
    var noTriple = kb("3", "谁？", "张三", null);
    var findings = CheckRuns.items(new AnswerIsObject(), ok, wrong, noTriple);
    assertThat(findings).singleElement().satisfies(f -> assertThat(f.message())
        .isEqualTo("the answer [张三] is not the gold triple's object '李四'"));
  }

  @Test
  void theSubjectMustOccurInTheQuestionAfterNormalisation() {
    var spaced = kb("1", "Ｓａｍｓｕｎｇ  Galaxy 的发布时间？", "2010", new Triple("samsung galaxy", "发布时间", "2010"));
    var qualified = kb("2", "李娜的身高是多少？", "1.72", new Triple("李娜（网球运动员）", "身高", "1.72"));
    var missing = kb("3", "万达的总部在哪", "大连", new Triple("万达广场", "总部", "大连"));
    var empty = kb("4", "日语怎么说", "カーヤ", new Triple("", "日语", "カーヤ"));
    var findings = CheckRuns.items(new SubjectInQuestion(), spaced, qualified, missing, empty);
    assertThat(findings).extracting(Finding::item).containsExactly("3", "4");
    assertThat(findings.get(0).message()).isEqualTo("the gold triple's subject '万达广场' does not occur in the question '万达的总部在哪'");
    assertThat(findings.get(1).message()).isEqualTo("the gold triple's subject is empty");
  }

  private static KbQuestionItem kb(String id, String question, String answer, Triple triple) {
    return new KbQuestionItem(id, question, List.of(answer), triple, Map.of());
  }
}
