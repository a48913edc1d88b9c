package org.qakit.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.qakit.dataset.Dataset;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Diagram;
import org.qakit.model.MultipleChoiceItem;
import org.qakit.serve.project.Project;
import org.qakit.serve.project.ProjectKind;
import org.qakit.serve.record.RecordBody;
import org.qakit.text.Language;

/**
 * The scenario multiple-choice form in a real browser ({@link HeadlessChrome}, one chromium for
 * the class): an admin adds a diagram category and template; an annotator uploads two diagram
 * images (PNGs written here), describes one with the template (its blanks filled) and one in free
 * text, saves, sees both images served by the project and their descriptions, and exports them;
 * and, on a record with suggestions (the server started as {@link SuggestionsTest} starts it),
 * one click puts a distractor into an option and a passage into the scenario, and Save keeps
 * them. Screenshots under {@code target/browser-screenshots/h2/scenario} (or {@code postgresql}).
 */
@DatabaseTest
@BrowserTest
class ScenarioBrowserTest {
  @TempDir static Path dir;
  static TestServer server;
  static HeadlessChrome b;
  static Path shots;

  @BeforeAll
  static void start() throws Exception {
    server = new TestServer(SuggestionsTest.withSuggestions(dir));
    shots = Path.of("target", "browser-screenshots", TestDatabases.postgres() ? "postgresql" : "h2", "scenario");
    b = new HeadlessChrome(server.server.port(), shots, dir.resolve("downloads"));
  }

  @AfterAll
  static void stop() {
    try {
      if (b != null) {
        b.close();
      }
    } finally {
      server.close();
    }
  }

  private static void signInAs(String user) {
    b.forgetSession();
    b.open("/login");
    b.type("main form", "username", user);
    b.type("main form", "password", TestServer.PASSWORD);
    b.submit("main form");
    assertThat(b.text()).contains(user + " (");
  }

  /** A PNG of {@code w}×{@code h} pixels in two colours, written to {@code name}. */
  private static Path png(String name, int w, int h, Color color) throws Exception {
    var img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    for (int x = 0; x < w; x++) {
      for (int y = 0; y < h; y++) {
        img.setRGB(x, y, (x < w / 2 ? color : Color.WHITE).getRGB());
      }
    }
    Path file = dir.resolve(name);
    assertThat(ImageIO.write(img, "png", file.toFile())).isTrue();
    return file;
  }

  @Test
  void anAnnotatorDescribesUploadedDiagramsWithATemplateAndFreeTextAndExportsThem() throws Exception {
    signInAs("boss");
    b.open("/admin/templates");
    b.type("form[action='/admin/templates/categories']", "name", "river map");
    b.submit("form[action='/admin/templates/categories']");
    b.select("form[action='/admin/templates']", "category", "river map");
    b.type("form[action='/admin/templates']", "text", "A map of [region] showing [river].");
    b.submit("form[action='/admin/templates']");
    assertThat(b.text()).contains("river map");
    b.shot("templates");

    Project p = server.project("Rivers", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann, server.aud);
    signInAs("ann");
    b.open("/projects/" + p.id());
    b.click("New record");
    b.type("form.record", "scenario", "Prague lies on the Vltava, in Bohemia.");
    b.type("form.record", "question", "Which river flows through Prague?");
    // the first image with the template: one press stores it and fills its line with the template
    b.attach("form.record", "diagramImage", png("map.png", 24, 16, new Color(0x2d6cdf)));
    b.select("form.record", "template", "A map of [region] showing [river].");
    b.press("form.record button[value=add]");
    assertThat(b.text()).contains("template of river map added: fill in its blanks");
    // the second image, to be described in free text
    b.attach("form.record", "diagramImage", png("chart.png", 20, 30, new Color(0xb3261e)));
    b.press("form.record button[value=add]");
    String lines = b.find("form.record [name=diagrams]").getDomProperty("value");
    List<String> ids = new ArrayList<>();
    Matcher m = Pattern.compile("@(\\d+)").matcher(lines);
    while (m.find()) {
      ids.add(m.group(1));
    }
    assertThat(ids).hasSize(2);
    assertThat(lines).isEqualTo("@" + ids.get(0) + " river map | A map of [region] showing [river].\n@" + ids.get(1) + " \n");
    assertThat(b.driver().findElements(By.cssSelector("form.record .diagrams img"))).hasSize(2);
    b.shot("scenario-images-added");
    // the blanks filled, the second described in free text; the options
    b.type("form.record", "diagrams", "@" + ids.get(0) + " river map | A map of Bohemia showing the Vltava.\n@" + ids.get(1)
        + " A bar chart of rainfall in Prague, wettest in July.");
    List<String> options = List.of("the Vltava", "the Danube", "the Rhine", "the Oder");
    for (int i = 0; i < options.size(); i++) {
      b.type("form.record", "option" + i, options.get(i));
    }
    b.select("form.record", "correct", "A");
    b.submit("form.record");
    assertThat(b.path()).matches("/projects/" + p.id() + "/records/\\d+");
    assertThat(b.text()).contains("): accepted. Saved, every check passes");
    // both images load from the project, with their descriptions beside them
    List<WebElement> images = b.driver().findElements(By.cssSelector("form.record .diagrams img"));
    assertThat(images).hasSize(2);
    for (int i = 0; i < 2; i++) {
      assertThat(images.get(i).getDomAttribute("src")).isEqualTo("/projects/" + p.id() + "/images/" + ids.get(i));
      assertThat(((Number) b.script("return arguments[0].complete ? arguments[0].naturalWidth : -1", images.get(i))).intValue())
          .isEqualTo(i == 0 ? 24 : 20);
    }
    assertThat(b.find("form.record .diagrams").getText()).contains("river map: A map of Bohemia showing the Vltava.")
        .contains("A bar chart of rainfall in Prague, wettest in July.");
    b.shot("scenario-record-saved");
    String record = b.path();

    b.open("/projects/" + p.id());
    b.clickDownload("qakit-jsonl");
    Path export = b.download("project-" + p.id() + ".qakit-jsonl.jsonl");
    Dataset read = Formats.get("qakit-jsonl").read(List.of(export), ReadOptions.STRICT);
    assertThat(read.items()).singleElement().isInstanceOfSatisfying(MultipleChoiceItem.class, item -> {
      assertThat(item.scenario().text()).isEqualTo("Prague lies on the Vltava, in Bohemia.");
      assertThat(item.scenario().diagrams()).containsExactly(
          new Diagram("image-" + ids.get(0), "river map", "A map of Bohemia showing the Vltava."),
          new Diagram("image-" + ids.get(1), null, "A bar chart of rainfall in Prague, wettest in July."));
    });

    // the auditor reads it without a form: the images, their descriptions, the options with the correct one marked
    signInAs("aud");
    b.open(record);
    String view = b.find("section.record-view").getText();
    assertThat(view).contains("river map: A map of Bohemia showing the Vltava.").contains("the Vltava (correct)").contains("the Oder");
    List<WebElement> seen = b.driver().findElements(By.cssSelector("section.record-view .diagrams img"));
    assertThat(seen).hasSize(2);
    assertThat(((Number) b.script("return arguments[0].complete ? arguments[0].naturalWidth : -1", seen.get(1))).intValue()).isEqualTo(20);
    b.shot("scenario-record-auditor");
  }

  @Test
  void oneClickPutsASuggestedDistractorIntoAnOptionAndAPassageIntoTheScenario() throws Exception {
    Project p = server.project("Leaves", ProjectKind.SCENARIO_CHOICE, Language.ENGLISH, Map.of("FACT", 5), server.ann);
    signInAs("ann");
    b.open("/projects/" + p.id() + "/records/new");
    b.type("form.record", "scenario", "A leaf in spring.");
    b.type("form.record", "question", "green colour of leaves is due to");
    b.type("form.record", "option0", "chlorophyll");
    b.type("form.record", "option1", "carotene");
    b.submit("form.record");
    String record = b.path();
    assertThat(record).matches("/projects/" + p.id() + "/records/\\d+");
    long id = Long.parseLong(record.substring(record.lastIndexOf('/') + 1));
    // the script shows the buttons and its hint
    WebElement first = b.find("ol.distractors li:first-child");
    String distractor = first.findElement(By.cssSelector("span.text")).getText();
    assertThat(first.findElement(By.cssSelector("button.use")).isDisplayed()).isTrue();
    assertThat(b.find(".suggestions .use-hint").isDisplayed()).isTrue();
    assertThat(b.find(".suggestions .copy-hint").isDisplayed()).isFalse();
    b.shot("suggestions");

    b.clickInPlace("ol.distractors li:first-child button.use");
    assertThat(b.find("form.record [name=option2]").getDomProperty("value")).isEqualTo(distractor);
    assertThat(b.find("ol.distractors li:first-child .use-note").getText()).isEqualTo("put into option C");
    b.clickInPlace("ul.passages li:first-child button.use");
    assertThat(b.find("form.record [name=scenario]").getDomProperty("value"))
        .isEqualTo("A leaf in spring.\nLeaves are green because of chlorophyll in their cells.");
    b.shot("suggestions-used");
    b.submit("form.record");
    assertThat(b.path()).isEqualTo(record);
    RecordBody saved = server.server.services().records().find(p.id(), id).orElseThrow().body();
    assertThat(saved.options()).containsExactly("chlorophyll", "carotene", distractor, "");
    assertThat(saved.scenario()).isEqualTo("A leaf in spring.\nLeaves are green because of chlorophyll in their cells.");
    assertThat(b.text()).contains("version 2, saved by ann");
    b.shot("suggestions-saved");
  }
}
