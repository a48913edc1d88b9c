package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.qakit.serve.project.Guidelines;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectGuidelines;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.serve.record.StoredRecord;
import org.qakit.serve.record.TextSpan;
import org.qakit.text.Language;

/**
 * Issue 20's span-first record form in a real browser ({@link HeadlessChrome}): an annotator
 * pastes a Czech article, has it split, clicks a sentence to make it the answer sentence, selects
 * words inside it as the exact answer and saves; the stored record holds the sentence and the
 * answer's offsets. Then, with the keyboard only, the next record: letters typed in the question
 * do nothing else, Escape leaves the field, j moves to a sentence, m marks it, a goes to the
 * answer, Ctrl+Shift+Enter saves and opens a new record on the same article. Screenshots under
 * {@code target/browser-screenshots/h2/span} (or {@code postgresql}).
 */
@DatabaseTest
@BrowserTest
class SpanBrowserTest {
  @TempDir Path dir;

  @Test
  void aClickedSentenceAndSelectedWordsAreStoredThenTheKeyboardSavesAndOpensTheNext() throws Exception {
    Path shots = Path.of("target", "browser-screenshots", TestDatabases.postgres() ? "postgresql" : "h2", "span");
    String article = SpanFormTest.ARTICLE;
    List<String> lines = article.lines().toList();
    try (TestServer server = new TestServer(TestDatabases.options(dir.resolve("db")));
        HeadlessChrome b = new HeadlessChrome(server.server.port(), shots, dir.resolve("downloads"))) {
      Project p = server.project("Čeští králové", ProjectKind.EXTRACTIVE, Language.CZECH, Map.of("DATETIME", 5, "PERSON", 2), server.ann);
      new ProjectGuidelines(server.server.services().db()).set(p.id(), new Guidelines(
          "Ptejte se **celou větou**; odpověď *označte* v článku.\n\n- jedna otázka na větu\n- <script>ne</script>", true), server.boss);
      b.open("/login");
      b.type("main form", "username", "ann");
      b.type("main form", "password", TestServer.PASSWORD);
      b.submit("main form");

      b.open("/projects/" + p.id() + "/records/new");
      b.type("form.record", "question", "Kdy se narodil Karel IV.?");
      b.type("form.record", "source", article);
      b.type("form.record", "title", "Karel IV.");
      b.press("form.record button[value=split]");
      List<WebElement> sentences = b.driver().findElements(org.openqa.selenium.By.cssSelector("#article span.sentence"));
      assertThat(sentences).hasSize(4);
      assertThat(b.find("details.guidelines").getText()).contains("celou větou").contains("<script>ne</script>");
      assertThat(b.find("form.record [name=question]").getAttribute("value")).isEqualTo("Kdy se narodil Karel IV.?");

      sentences.get(0).click();
      assertThat(b.find("form.record [name=answerSentences]").getAttribute("value")).isEqualTo(lines.get(0));
      assertThat(sentences.get(0).getAttribute("class")).contains("chosen");
      sentences.get(2).click();
      assertThat(b.find("form.record [name=answerSentences]").getAttribute("value")).isEqualTo(lines.get(0) + "\n" + lines.get(2));
      sentences.get(2).click(); // a second click unmarks it
      assertThat(b.find("form.record [name=answerSentences]").getAttribute("value")).isEqualTo(lines.get(0));

      String answer = "14. května 1316";
      int at = lines.get(0).indexOf(answer);
      b.script("var el = arguments[0], r = document.createRange();"
          + "r.setStart(el.firstChild, arguments[1]); r.setEnd(el.firstChild, arguments[2]);"
          + "var s = window.getSelection(); s.removeAllRanges(); s.addRange(r);"
          + "el.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}));", sentences.get(0), at - 1, at + answer.length() + 1);
      assertThat(b.find("form.record [name=answer]").getAttribute("value")).isEqualTo(answer);
      assertThat(b.find("form.record [name=answerStart]").getAttribute("value")).isEqualTo(String.valueOf(article.indexOf(answer)));
      assertThat(b.find("#article mark").getText()).isEqualTo(answer);
      b.selectValue("form.record", "answerType", "DATETIME");
      b.shot("selected");
      b.press("form.record button[value=save]");
      assertThat(b.path()).matches("/projects/\\d+/records/\\d+");
      assertThat(b.text()).contains("Saved, every check passes");
      long first = Long.parseLong(b.path().substring(b.path().lastIndexOf('/') + 1));
      RecordBody saved = server.server.services().records().find(p.id(), first).orElseThrow().body();
      assertThat(saved.answerSentences()).containsExactly(lines.get(0));
      assertThat(saved.answer()).isEqualTo(answer);
      assertThat(saved.answerSpan()).isEqualTo(new TextSpan(article.indexOf(answer), article.indexOf(answer) + answer.length()));
      assertThat(b.find("#article mark").getText()).as("the stored span is shown again").isEqualTo(answer);
      b.shot("saved");

      // the keyboard: letters typed in a field stay text; Escape, j, m, a, then Ctrl+Shift+Enter
      b.open("/projects/" + p.id() + "/records/new?after=" + first);
      assertThat(b.text()).contains("Record #" + server.server.services().records().key(first).orElseThrow().number() + " saved");
      WebElement question = b.find("form.record [name=question]");
      question.click();
      question.sendKeys("Kdy zemřel Karel IV.? jmkq");
      assertThat(b.driver().findElements(org.openqa.selenium.By.cssSelector("#article span.current, #article span.chosen"))).isEmpty();
      assertThat(question.getAttribute("value")).isEqualTo("Kdy zemřel Karel IV.? jmkq");
      question.sendKeys(Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE);
      Actions keys = new Actions(b.driver());
      keys.sendKeys(Keys.ESCAPE).sendKeys("jjj").perform();
      assertThat(b.find("#article span.current").getAttribute("data-index")).isEqualTo("2");
      keys.sendKeys("m").perform();
      assertThat(b.find("form.record [name=answerSentences]").getAttribute("value")).isEqualTo(lines.get(2));
      keys.sendKeys("a").perform();
      assertThat(b.driver().switchTo().activeElement().getAttribute("name")).isEqualTo("answer");
      keys.sendKeys("29. listopadu 1378").perform();
      b.shot("keyboard");
      b.awaitNextPageAfter(() -> keys.keyDown(Keys.CONTROL).keyDown(Keys.SHIFT).sendKeys(Keys.ENTER).keyUp(Keys.SHIFT).keyUp(Keys.CONTROL).perform());
      assertThat(b.path()).isEqualTo("/projects/" + p.id() + "/records/new");
      List<StoredRecord> records = server.server.services().records().list(p.id());
      assertThat(records).hasSize(2);
      RecordBody second = records.get(1).body();
      assertThat(second.question()).isEqualTo("Kdy zemřel Karel IV.?");
      assertThat(second.answerSentences()).containsExactly(lines.get(2));
      assertThat(second.answerSpan()).isEqualTo(new TextSpan(article.indexOf("29. listopadu 1378"), article.indexOf("29. listopadu 1378") + 18));
      assertThat(b.text()).contains("Record #" + server.server.services().records().key(records.get(1).id()).orElseThrow().number() + " saved");
      assertThat(b.find("form.record [name=question]").getAttribute("value")).isEmpty();
      b.shot("next");

      // a span the article does not hold (the offsets changed by hand) is refused; the form keeps what was typed
      b.open("/projects/" + p.id() + "/records/" + first);
      b.type("form.record", "question", "Kdy se narodil Karel?");
      b.script("arguments[0].value = '3';", b.find("form.record [name=answerStart]"));
      b.press("form.record button[value=save]");
      assertThat(b.find("p.form-error").getText()).contains("not the exact answer '14. května 1316'");
      assertThat(b.find("form.record [name=question]").getAttribute("value")).isEqualTo("Kdy se narodil Karel?");
      assertThat(b.find("form.record [name=answer]").getAttribute("value")).isEqualTo(answer);
      assertThat(server.server.services().records().find(p.id(), first).orElseThrow().body().question()).isEqualTo("Kdy se narodil Karel IV.?");
      b.shot("span-refused");

      b.open("/help/shortcuts");
      assertThat(b.text()).contains("Ctrl+Shift+Enter").contains("mark the current sentence");
      b.shot("help");
      b.forgetSession();
      b.open("/login");
      b.type("main form", "username", "boss");
      b.type("main form", "password", TestServer.PASSWORD);
      b.submit("main form");
      b.open("/projects/" + p.id());
      b.click("Guidelines (edit)");
      assertThat(b.find("form.guidelines-form textarea[name=text]").getAttribute("value")).contains("<script>ne</script>");
      b.shot("guidelines-admin");

      // an answer-selection document: a click picks the answer sentence, there is no exact answer to select
      Project dbqa = server.project("DBQA", ProjectKind.ANSWER_SELECTION, Language.ENGLISH, Map.of("OTHER", 5), server.boss);
      String document = "Ada Lovelace was a mathematician. She wrote the first program in 1843. It ran on no machine.";
      b.open("/projects/" + dbqa.id() + "/records/new");
      b.type("form.record", "question", "When did Ada write the first program?");
      b.type("form.record", "source", document);
      b.press("form.record button[value=split]");
      b.driver().findElements(org.openqa.selenium.By.cssSelector("#article span.sentence")).get(1).click();
      assertThat(b.driver().findElements(org.openqa.selenium.By.cssSelector("form.record [name=answerStart]"))).isEmpty();
      b.shot("selection-form");
      b.press("form.record button[value=save]");
      assertThat(b.text()).contains("Saved, every check passes");
      assertThat(server.server.services().records().list(dbqa.id()).get(0).body().answerSentences())
          .containsExactly("She wrote the first program in 1843.");
    }
  }
}
