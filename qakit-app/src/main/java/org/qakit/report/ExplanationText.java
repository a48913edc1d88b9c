package org.qakit.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Choice;
import org.qakit.model.ExtractionItem;
import org.qakit.model.Item;
import org.qakit.model.KbQuestionItem;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.qakit.solve.Solution;

/**
 * One item with its prediction and evidence, as the text block {@code qakit explain} prints: the
 * question (and scenario or passage), the gold answer (and, for answers, the triple they came from), then every option with its score (or every
 * candidate, best ranked first) followed by the evidence the solver gave for it; evidence about the
 * whole item comes first (an entry's {@code score}, shown on the option's line, is not repeated). Marks: {@code *} gold (a positive candidate), {@code >} the top score.
 * Evidence is laid out by {@link EvidenceText}; its {@code options} entries are matched to options
 * by {@code label}, its {@code candidates} entries to candidates by {@code candidate} position.
 */
public final class ExplanationText {
  private static final Set<String> PER_OPTION = Set.of("options", "candidates");

  private ExplanationText() {}

  /**
   * The text block.
   *
   * @param top for answer selection, show the {@code top} best-ranked candidates and every positive
   *     one (0: all)
   */
  public static String render(Item item, Solution solution, int top) {
    var out = new StringBuilder();
    out.append(item.id()).append(" (").append(item.kind().id()).append(")\n");
    out.append("question: ").append(oneLine(item.question())).append('\n');
    ObjectNode evidence = solution.evidenceIfAny().map(e -> e.json()).orElse(null);
    boolean fits = switch (item) {
      case MultipleChoiceItem m -> solution.prediction() instanceof Prediction.ChoiceScores;
      case AnswerSelectionItem a -> solution.prediction() instanceof Prediction.CandidateScores;
      case ExtractionItem x -> true;
      case KbQuestionItem k -> true;
    };
    if (!fits) {
      throw new IllegalArgumentException("item '" + item.id() + "': expected a prediction for its kind (" + item.kind().id()
          + "), found " + solution.prediction().getClass().getSimpleName());
    }
    switch (item) {
      case MultipleChoiceItem m -> {
        if (m.scenario() != null && !m.scenario().text().isBlank()) {
          out.append("scenario: ").append(oneLine(m.scenario().text())).append('\n');
        }
        choices(out, m, (Prediction.ChoiceScores) solution.prediction(), evidence);
      }
      case AnswerSelectionItem a -> candidates(out, a, (Prediction.CandidateScores) solution.prediction(), evidence, top);
      case ExtractionItem x -> {
        out.append("passage: ").append(oneLine(x.passage())).append('\n');
        answers(out, x.answers(), solution.prediction(), evidence);
      }
      case KbQuestionItem k -> answers(out, k.answers(), solution.prediction(), evidence);
    }
    return out.toString();
  }

  private static void choices(StringBuilder out, MultipleChoiceItem m, Prediction.ChoiceScores p, ObjectNode evidence) {
    double best = p.scores().values().stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    List<String> tops = m.labels().stream().filter(l -> p.scores().containsKey(l) && p.scores().get(l) == best).toList();
    out.append("gold: ").append(m.answer()).append("; top score: ").append(String.join(", ", tops))
        .append(tops.equals(List.of(m.answer())) ? " (right)" : tops.contains(m.answer()) ? " (tie: wrong under accuracy)" : " (wrong)")
        .append('\n');
    itemEvidence(out, evidence);
    out.append("options (* gold, > top score):\n");
    for (Choice c : m.choices()) {
      Double score = p.scores().get(c.label());
      String mark = (c.label().equals(m.answer()) ? "*" : " ") + (tops.contains(c.label()) ? ">" : " ");
      out.append(mark).append(' ').append(c.label()).append("  ").append(score == null ? "(no score)" : format(score))
          .append("  ").append(oneLine(c.text())).append('\n');
      entry(evidence, "options", "label", c.label()).ifPresent(e -> EvidenceText.fields(out, e, "      ", Set.of("label", "score")));
    }
  }

  private static void candidates(StringBuilder out, AnswerSelectionItem a, Prediction.CandidateScores p, ObjectNode evidence, int top) {
    int n = a.candidates().size();
    if (p.scores().size() != n) {
      throw new IllegalArgumentException("item '" + a.id() + "': expected " + n + " candidate scores, found " + p.scores().size());
    }
    var order = new ArrayList<Integer>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    order.sort(Comparator.comparing((Integer i) -> -p.scores().get(i)).thenComparing(i -> i));
    int firstPositive = -1;
    for (int r = 0; r < n && firstPositive < 0; r++) {
      if (a.candidates().get(order.get(r)).positive()) {
        firstPositive = r + 1;
      }
    }
    out.append("gold: ").append(a.positives()).append(" positive candidate(s) of ").append(n)
        .append(firstPositive > 0 ? "; the first ranks " + firstPositive : "").append('\n');
    itemEvidence(out, evidence);
    out.append("candidates by score, ties by position (* positive, > top score; #position from 0):\n");
    for (int r = 0; r < n; r++) {
      int i = order.get(r);
      var c = a.candidates().get(i);
      if (top > 0 && r >= top && !c.positive()) {
        continue;
      }
      String mark = (c.positive() ? "*" : " ") + (r == 0 ? ">" : " ");
      out.append(mark).append(' ').append(r + 1).append(". #").append(i).append("  ").append(format(p.scores().get(i)))
          .append("  ").append(oneLine(c.text())).append('\n');
      entry(evidence, "candidates", "candidate", i).ifPresent(e -> EvidenceText.fields(out, e, "      ", Set.of("candidate", "score")));
    }
  }

  private static void answers(StringBuilder out, List<String> gold, Prediction p, ObjectNode evidence) {
    out.append("gold: ").append(String.join(" | ", gold)).append('\n');
    if (p instanceof Prediction.Answers a) {
      out.append("answers: ").append(a.answers().isEmpty() ? "(none)" : String.join(" | ", a.answers())).append('\n');
      if (a.triple() != null) {
        out.append("triple: ").append(a.triple().subject()).append(" ||| ").append(a.triple().predicate()).append(" ||| ")
            .append(a.triple().object()).append('\n');
      }
    }
    itemEvidence(out, evidence);
  }

  private static void itemEvidence(StringBuilder out, ObjectNode evidence) {
    if (evidence == null) {
      out.append("evidence: none (the file was written with --no-evidence, or the solver gives none)\n");
      return;
    }
    var rest = new StringBuilder();
    EvidenceText.fields(rest, evidence, "  ", PER_OPTION);
    if (!rest.isEmpty()) {
      out.append("evidence:\n").append(rest);
    }
  }

  private static java.util.Optional<ObjectNode> entry(ObjectNode evidence, String array, String key, Object id) {
    if (evidence == null || !evidence.path(array).isArray()) {
      return java.util.Optional.empty();
    }
    for (JsonNode e : evidence.get(array)) {
      if (e instanceof ObjectNode o && o.has(key) && o.get(key).asText().equals(String.valueOf(id))) {
        return java.util.Optional.of(o);
      }
    }
    return java.util.Optional.empty();
  }

  private static String format(double score) {
    return EvidenceText.scalar(com.fasterxml.jackson.databind.node.DoubleNode.valueOf(score));
  }

  private static String oneLine(String s) {
    return s.replaceAll("\\s+", " ").strip();
  }
}
