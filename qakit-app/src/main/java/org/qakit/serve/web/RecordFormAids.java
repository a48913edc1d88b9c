package org.qakit.serve.web;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.qakit.serve.Services;
import org.qakit.serve.auth.Account;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectGuidelines;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.project.QuotaLeft;
import org.qakit.serve.record.ArticleSentences;
import org.qakit.serve.record.RecordBody;

/**
 * What the record form shows beside the record so that the annotator types only what cannot be
 * found: the article cut into sentences to click and select in ({@link ArticleSentences}), each
 * question type with what is left of its quota (and of the annotator's own), the project's
 * guidelines ({@link GuidelinesHtml}) and the keyboard shortcuts ({@link Shortcuts}).
 */
final class RecordFormAids {

  /** A question type of the list, with the text the list shows, e.g. {@code DATETIME: 9 of 10 left, yours 2 of 5}. */
  record TypeChoice(String type, String label) {}

  private RecordFormAids() {}

  /** Adds the aids for {@code body} of project {@code p}, whose source is cut into {@code article}, seen by {@code me}, to {@code model}. */
  static void put(Map<String, Object> model, Services s, Project p, RecordBody body, List<ArticleSentences.Piece> article, Account me) {
    if (p.kind() != ProjectKind.SCENARIO_CHOICE) {
      model.put("hasArticle", !article.isEmpty());
      model.put("articleHtml", ArticleHtml.of(article));
      model.put("answerSpan", body.answerSpan());
    }
    model.put("typeChoices", typeChoices(s, p, me));
    var guidelines = new ProjectGuidelines(s.db()).of(p.id());
    model.put("guidelinesHtml", GuidelinesHtml.of(guidelines));
    model.put("hasGuidelines", !guidelines.isEmpty());
    model.put("shortcuts", Shortcuts.ALL);
  }

  static List<TypeChoice> typeChoices(Services s, Project p, Account me) {
    Map<String, QuotaLeft> mine = s.projects().annotatorQuotaLeft(p).stream().filter(a -> a.accountId() == me.id())
        .flatMap(a -> a.quotas().stream()).collect(Collectors.toMap(QuotaLeft::type, q -> q, (a, b) -> a));
    return s.projects().quotaLeft(p).stream().map(q -> new TypeChoice(q.type(), label(q, mine.get(q.type())))).toList();
  }

  private static String label(QuotaLeft q, QuotaLeft mine) {
    String text = q.type() + ": " + (q.left() == 0 ? "full, " + q.made() + " of " + q.target() + " made" : q.left() + " of " + q.target() + " left");
    return mine == null ? text : text + ", yours " + mine.left() + " of " + mine.target();
  }
}
