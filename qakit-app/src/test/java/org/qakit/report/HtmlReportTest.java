package org.qakit.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qakit.eval.Bootstrap;
import org.qakit.eval.Evaluation;
import org.qakit.eval.Evaluator;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Item;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.solve.Prediction;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;

public class HtmlReportTest {
  @TempDir Path temp;

  /** Every {@code <svg>…</svg>} of a page, each parsed as XML (a malformed one fails the test). */
  public static List<Document> svgs(String page) {
    var docs = new ArrayList<Document>();
    Matcher m = Pattern.compile("<svg .*?</svg>", Pattern.DOTALL).matcher(page);
    while (m.find()) {
      try {
        var factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        docs.add(factory.newDocumentBuilder().parse(new InputSource(new StringReader(m.group()))));
      } catch (Exception e) {
        throw new AssertionError("malformed SVG: " + e.getMessage() + "\n" + m.group(), e);
      }
    }
    return docs;
  }

  static MultipleChoiceItem mc(String id, String answer, String type) {
    return new MultipleChoiceItem(id, "q", List.of(new Choice("A", "a"), new Choice("B", "b")), answer, null, List.of(),
        Map.of("question_type", type), null, Map.of());
  }

  /** 4 multiple-choice items (2 of type 时间 <&>, 2 of type "why"), 2 answer-selection items. */
  static Evaluation evaluation() {
    List<Item> items = List.of(mc("1", "A", "时间 <&>"), mc("2", "B", "时间 <&>"), mc("3", "A", "why"), mc("4", "A", "why"),
        AnswerSelectionItem.of("s1", "q", List.of(new Candidate(null, "x", 0), new Candidate(null, "y", 1))),
        AnswerSelectionItem.of("s2", "q", List.of(new Candidate(null, "x", 1), new Candidate(null, "y", 0))));
    Map<String, Prediction> p = Map.of(
        "1", new Prediction.ChoiceScores("1", Map.of("A", 1.0, "B", 0.0)), // right
        "2", new Prediction.ChoiceScores("2", Map.of("A", 1.0, "B", 0.0)), // wrong
        "3", new Prediction.ChoiceScores("3", Map.of("A", 1.0, "B", 0.0)), // right
        "4", new Prediction.ChoiceScores("4", Map.of("A", 0.5, "B", 0.5)), // tie: 0, or 1/2 split
        "s1", new Prediction.CandidateScores("s1", List.of(0.9, 0.1)), // positive at rank 2: 1/2
        "s2", new Prediction.CandidateScores("s2", List.of(0.9, 0.1))); // rank 1: 1
    return new Evaluator(List.of(), List.of("question_type"), new Bootstrap(100, 1), false).evaluate(items, p);
  }

  static final ReportHeader HEADER = new ReportHeader("qakit-jsonl", null, List.of("/data/x.jsonl"), "/runs/p.jsonl", "qakit");

  @Test
  void thePageHoldsEveryNumberAndWellFormedSvgCharts() {
    String page = HtmlReport.render(HEADER, evaluation());
    // accuracy (1+0+1+0)/4 = 0.5; tie-split (1+0+1+0.5)/4 = 0.625; mrr (1/2+1)/2 = 0.75
    assertThat(page).contains(">0.5000<").contains(">0.6250<").contains(">0.7500<");
    // by type: 时间 <&> (1+0)/2 = 0.5; why: accuracy (1+0)/2 = 0.5, split (1+0.5)/2 = 0.75
    assertThat(page).contains("时间 &lt;&amp;&gt;").doesNotContain("时间 <&>");
    var svgs = svgs(page);
    assertThat(svgs).hasSize(1 + 1 + 2); // scores; histogram; by type: a chart for the headline metric of each kind (accuracy, mrr)
    for (Document svg : svgs) {
      assertThat(svg.getDocumentElement().getLocalName()).isEqualTo("svg");
      assertThat(svg.getDocumentElement().getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
    }
    String scores = svgs.getFirst().getDocumentElement().getTextContent();
    assertThat(scores).contains("accuracy").contains("0.6250").contains("mrr").contains("n=4").contains("n=2");
    String histogram = svgs.get(1).getDocumentElement().getTextContent(); // right after the scores
    assertThat(histogram).contains(">10").contains("none").contains("50.0%"); // rank 1 and rank 2: one item each
    assertThat(page).contains("100 resamples, seed 1");
  }

  @Test
  void writesTheFileWhole() throws IOException {
    Path out = temp.resolve("r.html");
    HtmlReport.write(HEADER, evaluation(), out);
    assertThat(Files.readString(out)).isEqualTo(HtmlReport.render(HEADER, evaluation()));
  }

  @Test
  void svgEscapesTextAndRefusesBadSizesAndCoordinates() {
    var svg = new Svg(100, 50, "a \"chart\"").text(1, 2, "<b> & 'c'\u0001", "start", 12, "#000", null).render();
    assertThat(svg).contains("aria-label=\"a &quot;chart&quot;\"").contains(">&lt;b&gt; &amp; &#39;c&#39;</text>");
    assertThat(svgs(svg)).hasSize(1);
    assertThatThrownBy(() -> new Svg(0, 10, "x")).hasMessage("an SVG needs a positive size, found 0.0x10.0");
    assertThatThrownBy(() -> new Svg(10, 10, "x").line(0, Double.NaN, 1, 1, "#000", 1))
        .hasMessage("an SVG coordinate must be finite, found NaN");
    assertThat(Svg.num(1.5)).isEqualTo("1.5");
    assertThat(Svg.num(2.0)).isEqualTo("2");
    assertThat(Svg.num(-0.001)).isEqualTo("0");
  }

  @Test
  void longLabelsAreCutToFitWithAnEllipsis() {
    String cut = Charts.fit("自然灾害及其防治措施包括长标签截断测试", 100);
    assertThat(cut).endsWith("…");
    assertThat(Charts.textWidth(cut)).isLessThanOrEqualTo(100);
    assertThat(Charts.fit("short", 100)).isEqualTo("short");
  }
}
