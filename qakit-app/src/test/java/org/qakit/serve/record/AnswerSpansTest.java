package org.qakit.serve.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.text.Language;

/** {@link AnswerSpans} and {@link ArticleSentences} on hand-made articles: offsets, hard-wrapped lines, stored JSON. */
class AnswerSpansTest {
  static final Project EXTRACTIVE = new Project(1, "p", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 5));
  static final Project SELECTION = new Project(2, "p", ProjectKind.ANSWER_SELECTION, Language.CZECH, Map.of("DATETIME", 5));
  static final String ARTICLE = "Hrad Karlštejn založil Karel IV.\nv roce\n1348. Stojí na skále.";
  static final String FIRST = "Hrad Karlštejn založil Karel IV. v roce 1348.";

  static RecordBody body(String answer, List<String> sentences, TextSpan span) {
    return new RecordBody("Kdy?", "DATETIME", "DATETIME", answer, sentences, ARTICLE, "Karlštejn", "", "", List.of(), List.of(), "", span);
  }

  @Test
  void aSelectionAcrossAWrappedLineMatchesTheAnswerWithOneSpace() {
    int at = ARTICLE.indexOf("roce\n1348");
    AnswerSpans.Placed placed = AnswerSpans.place(EXTRACTIVE, body("roce 1348", List.of(FIRST), new TextSpan(at, at + 9)));
    assertThat(placed.refusal()).isNull();
    assertThat(new AnswerSpans().validate(EXTRACTIVE, placed.body())).isEmpty();
  }

  @Test
  void aSpanOutsideTheArticleOrOverOtherTextIsRefusedAndOneOutsideTheAnswerSentencesIsAnError() {
    assertThat(AnswerSpans.place(EXTRACTIVE, body("1348", List.of(FIRST), new TextSpan(50, 90))).refusal().message())
        .isEqualTo("the selected answer (characters 50–90) is not in the article, which has " + ARTICLE.length()
            + " characters: select the answer again in the article");
    assertThat(AnswerSpans.place(EXTRACTIVE, body("1348", List.of(FIRST), new TextSpan(0, 4))).refusal().field()).isEqualTo("answer");
    int skala = ARTICLE.indexOf("skále");
    RecordBody outside = body("skále", List.of(FIRST), new TextSpan(skala, skala + 5));
    assertThat(AnswerSpans.place(EXTRACTIVE, outside).refusal()).isNull();
    assertThat(new AnswerSpans().validate(EXTRACTIVE, outside)).singleElement()
        .satisfies(f -> assertThat(f.message()).contains("lies in no answer sentence"));
  }

  @Test
  void aTypedAnswerIsPlacedOnlyWhenItOccursOnceAndOtherKindsCarryNoSpan() {
    assertThat(AnswerSpans.place(EXTRACTIVE, body("1348", List.of(FIRST), null)).body().answerSpan())
        .isEqualTo(new TextSpan(ARTICLE.indexOf("1348"), ARTICLE.indexOf("1348") + 4));
    assertThat(AnswerSpans.place(EXTRACTIVE, body("a", List.of(FIRST), null)).body().answerSpan()).isNull();
    assertThat(AnswerSpans.place(EXTRACTIVE, body("1348", List.of("not in the article"), null)).body().answerSpan()).isNull();
    assertThat(AnswerSpans.place(SELECTION, body("", List.of(FIRST), new TextSpan(0, 4))).body().answerSpan()).isNull();
  }

  @Test
  void theSpanSurvivesTheStoredJsonAndABodyFromBeforeSpansHasNone() {
    RecordBody b = body("1348", List.of(FIRST), new TextSpan(40, 44));
    assertThat(RecordBody.fromJson(b.toJson())).isEqualTo(b);
    assertThat(RecordBody.fromJson("{\"question\":\"Kdy?\",\"answer\":\"1348\"}").answerSpan()).isNull();
  }

  @Test
  void thePiecesOfAnArticleAreTheArticle() {
    var pieces = ArticleSentences.of(ARTICLE).pieces();
    assertThat(String.join("", pieces.stream().map(ArticleSentences.Piece::raw).toList())).isEqualTo(ARTICLE);
    assertThat(pieces.stream().filter(ArticleSentences.Piece::sentence).map(ArticleSentences.Piece::text).toList())
        .containsExactly(FIRST, "Stojí na skále.");
    assertThat(ArticleSentences.of(ARTICLE).find("Stojí na skále.")).contains(new TextSpan(ARTICLE.indexOf("Stojí"), ARTICLE.length()));
  }
}
