package org.qakit.serve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * A real browser for the browser tests: Debian's {@code chromium} driven through its {@code
 * chromedriver} (package {@code chromium-driver}, which {@code .ci/run} installs) by Selenium,
 * headless, 1280×1000. Paths come from the system properties {@code qakit.test.chromium} and
 * {@code qakit.test.chromedriver} (defaults {@code /usr/bin/chromium}, {@code /usr/bin/chromedriver});
 * when either is missing the constructor throws with the command that installs it: the tests fail,
 * they are never skipped. Selenium Manager is never asked to download anything: both paths are given.
 *
 * <p>{@link #shot} saves a full-window PNG of the current page under {@code shots}, numbered in the
 * order taken, for a person to look at.
 */
final class HeadlessChrome implements AutoCloseable {
  private static final int WIDTH = 1280;
  private static final int HEIGHT = 1000;
  /**
   * The longest wait for a page, a navigation or a download: long enough that only a hung server or
   * browser reaches it, never a loaded machine (a save's page load took over 20 s, the old limit, on
   * the shared 2-core machine at load 20; CzechUploadBrowserTest failed on it).
   */
  static final Duration WAIT = Duration.ofSeconds(120);
  /** Selenium warns that it has no DevTools classes for this chromium's version; the tests use none. Kept: a logger is held weakly. */
  private static final java.util.logging.Logger CDP = java.util.logging.Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

  static {
    CDP.setLevel(java.util.logging.Level.SEVERE);
  }
  private final ChromeDriver driver;
  private final String base;
  private final Path shots;
  private final Path downloads;
  private int count;

  HeadlessChrome(int port, Path shots, Path downloads) throws IOException {
    requireBrowserTest();
    Path chromium = Path.of(System.getProperty("qakit.test.chromium", "/usr/bin/chromium"));
    Path chromedriver = Path.of(System.getProperty("qakit.test.chromedriver", "/usr/bin/chromedriver"));
    if (!Files.isExecutable(chromium)) {
      throw new IllegalStateException("no chromium at " + chromium + ": apt-get install chromium (.ci/run installs it)");
    }
    if (!Files.isExecutable(chromedriver)) {
      throw new IllegalStateException("no chromedriver at " + chromedriver + ": apt-get install chromium-driver (.ci/run installs it)");
    }
    Files.createDirectories(shots);
    Files.createDirectories(downloads);
    var options = new ChromeOptions();
    options.setBinary(chromium.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1280,1000",
        "--lang=en-US", "--no-first-run", "--disable-extensions", "--disable-background-networking");
    options.setExperimentalOption("prefs", Map.of("download.default_directory", downloads.toAbsolutePath().toString(),
        "download.prompt_for_download", false));
    var service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver.toFile()).usingAnyFreePort().build();
    this.driver = new ChromeDriver(service, options);
    driver.manage().timeouts().pageLoadTimeout(WAIT);
    this.base = "http://127.0.0.1:" + port;
    this.shots = shots;
    this.downloads = downloads;
  }

  /**
   * Throws unless a class on the calling stack (or the class it is nested in) is marked {@link
   * BrowserTest}: the PostgreSQL pass leaves the browser classes out on the strength of
   * {@code tools/sql-coverage.sh}, which finds them by that mark.
   */
  static void requireBrowserTest() {
    TestMarks.requireCaller(BrowserTest.class, java.util.List.of(HeadlessChrome.class), "starts a browser", "");
  }


  /** Opens {@code path} on the server. */
  void open(String path) {
    driver.get(base + path);
  }

  /** The path of the current page, e.g. {@code /projects/3}. */
  String path() {
    return java.net.URI.create(driver.getCurrentUrl()).getPath();
  }

  /** The visible text of the page. */
  String text() {
    return driver.findElement(By.tagName("body")).getText();
  }

  WebElement find(String css) {
    return driver.findElement(By.cssSelector(css));
  }

  /** Replaces the text of the field named {@code name} (in the form matched by {@code form}). */
  void type(String form, String name, String text) {
    WebElement e = find(form + " [name=\"" + name + "\"]");
    e.clear();
    e.sendKeys(text);
  }

  void select(String form, String name, String visibleText) {
    find(form + " select[name=\"" + name + "\"]").findElement(By.xpath(".//option[normalize-space(.)='" + visibleText + "']")).click();
  }

  /** Ticks the radio button of group {@code name} whose value is {@code value} (in the form matched by {@code form}). */
  void choose(String form, String name, String value) {
    find(form + " input[type=radio][name=\"" + name + "\"][value=\"" + value + "\"]").click();
  }

  /** Chooses the option whose value is {@code value} in the select named {@code name}. */
  void selectValue(String form, String name, String value) {
    find(form + " select[name=\"" + name + "\"] option[value=\"" + value + "\"]").click();
  }

  /** Chooses {@code file} in the file field named {@code name} of the form matched by {@code form}. */
  void attach(String form, String name, Path file) {
    find(form + " input[type=file][name=\"" + name + "\"]").sendKeys(file.toAbsolutePath().toString());
  }

  /** Clicks the button (or link) matched by {@code css} and waits for the next page. */
  void press(String css) {
    WebElement button = find(css);
    button.click();
    awaitNextPage(button);
  }

  /** Does {@code action} (a key press that submits a form, say) and waits for the next page. */
  void awaitNextPageAfter(Runnable action) {
    WebElement page = find("html");
    action.run();
    awaitNextPage(page);
  }

  /** Clicks the element matched by {@code css} that changes the page in place (a script's button). */
  void clickInPlace(String css) {
    find(css).click();
  }

  /** Runs {@code script} in the page ({@code arguments[i]} are {@code args}) and returns its value. */
  Object script(String script, Object... args) {
    return driver.executeScript(script, args);
  }

  /** The driver, for what the helpers here do not cover. */
  ChromeDriver driver() {
    return driver;
  }

  /** Forgets the session (all cookies), as a new visitor. */
  void forgetSession() {
    driver.manage().deleteAllCookies();
  }

  /** Clicks the submit button of the form matched by {@code form} and waits for the next page. */
  void submit(String form) {
    WebElement button = find(form + " button[type=submit]");
    button.click();
    awaitNextPage(button);
  }

  void click(String linkText) {
    WebElement link = driver.findElement(By.linkText(linkText));
    link.click();
    awaitNextPage(link);
  }

  /** Clicks a link that downloads a file (the page stays; {@link #download} waits for the file). */
  void clickDownload(String linkText) {
    driver.findElement(By.linkText(linkText)).click();
  }

  /**
   * Waits (up to {@link #WAIT}) until the element clicked belongs to a page that is gone and the next one
   * has loaded: a click returns before the navigation it starts, and on a loaded machine the old
   * page could otherwise be read as the new one.
   */
  private void awaitNextPage(WebElement clicked) {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (true) {
      boolean gone;
      try {
        clicked.isEnabled();
        gone = false;
      } catch (org.openqa.selenium.StaleElementReferenceException e) {
        gone = true;
      } catch (org.openqa.selenium.WebDriverException e) {
        // while the old document is being replaced, chromedriver may answer "unhandled inspector error: Node with
        // given id does not belong to the document" instead of a stale element reference: the same fact
        if (e.getMessage() == null || !e.getMessage().contains("does not belong to the document")) {
          throw e;
        }
        gone = true;
      }
      if (gone && "complete".equals(((org.openqa.selenium.JavascriptExecutor) driver).executeScript("return document.readyState"))) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError("the page did not change within " + WAIT.toSeconds() + " s of the click");
      }
      try {
        Thread.sleep(25);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted while waiting for the next page", e);
      }
    }
  }

  /** Saves a screenshot of the whole page (the window grown to its height) as {@code NN-name.png} and returns its path. */
  Path shot(String name) throws IOException {
    Path file = shots.resolve(String.format("%02d-%s.png", ++count, name));
    long height = ((Number) driver.executeScript("return document.documentElement.scrollHeight")).longValue();
    driver.manage().window().setSize(new Dimension(WIDTH, (int) Math.min(6000, Math.max(HEIGHT, height + 140))));
    try {
      Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), file, StandardCopyOption.REPLACE_EXISTING);
    } finally {
      driver.manage().window().setSize(new Dimension(WIDTH, HEIGHT));
    }
    return file;
  }

  /**
   * Waits (up to {@link #WAIT}) for a finished download named {@code name} in the download folder:
   * the file there and Chrome's {@code .crdownload} part gone, so that a file still being written
   * is never read.
   */
  Path download(String name) throws InterruptedException {
    Path file = downloads.resolve(name);
    Path part = downloads.resolve(name + ".crdownload");
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (!(Files.isRegularFile(file) && !Files.exists(part))) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("no finished download " + name + " in " + downloads + " within " + WAIT.toSeconds() + " s");
      }
      Thread.sleep(50);
    }
    return file;
  }

  @Override
  public void close() {
    driver.quit();
  }
}
