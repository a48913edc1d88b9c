package org.qakit.solr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * The classes that use the shared SolrCloud cluster run one after another in one test JVM, inside
 * {@link SolrClusterTests} (tag {@value SolrClusterTest#TAG}); an unmarked class that asks for the
 * cluster fails at once, before any cluster starts, instead of starting a second one in another test
 * JVM; and a marked class that Surefire would also run on its own is named here.
 */
class SolrClusterTestTagTest {
  @Test
  void anUnmarkedTestThatAsksForTheClusterFailsNamingItself() {
    assertThatThrownBy(() -> SolrClusterProcess.shared()).isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith(SolrClusterTestTagTest.class.getName() + " uses the shared SolrCloud cluster but is not marked @SolrClusterTest");
  }

  /**
   * Surefire leaves out of its own queue the class files that match {@code qakit.test.solrCluster}
   * (qakit-app's pom); a marked class that does not match would run twice, the second time in
   * another JVM with a cluster of its own. And a class that matches but is not marked would run
   * nowhere.
   */
  @Test
  void everyMarkedClassAndNoOtherIsLeftToTheSuite() throws Exception {
    String property = System.getProperty("qakit.test.solrCluster");
    assertThat(property).as("qakit.test.solrCluster (set by qakit-app's pom)").startsWith("%regex[").endsWith("]");
    Pattern excluded = Pattern.compile(property.substring("%regex[".length(), property.length() - 1));
    // the marked classes, as JUnit itself finds them (the tag comes from the @SolrClusterTest mark)
    var request = LauncherDiscoveryRequestBuilder.request().selectors(DiscoverySelectors.selectPackage("org.qakit"))
        .filters(EngineFilter.includeEngines("junit-jupiter"), TagFilter.includeTags(SolrClusterTest.TAG)).build();
    TestPlan plan = LauncherFactory.create().discover(request);
    var marked = new ArrayList<String>();
    for (TestIdentifier root : plan.getRoots()) {
      for (TestIdentifier id : plan.getChildren(root)) {
        id.getSource().filter(ClassSource.class::isInstance).map(ClassSource.class::cast)
            .ifPresent(c -> marked.add(c.getClassName().replace('.', '/') + ".class"));
      }
    }
    // the class files Surefire would leave out of its queue
    Path root = Path.of(SolrClusterTests.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> matched;
    try (Stream<Path> files = Files.walk(root)) {
      matched = files.map(f -> root.relativize(f).toString().replace('\\', '/')).filter(p -> excluded.matcher(p).matches()).toList();
    }
    assertThat(marked).as("classes marked @SolrClusterTest").hasSizeGreaterThanOrEqualTo(6);
    assertThat(matched).as("class files matching qakit.test.solrCluster " + excluded).containsExactlyInAnyOrderElementsOf(marked);
    assertThat(List.of("org/qakit/solr/SolrClusterTestTagTest.class", "org/qakit/cli/SolveCommandTest.class"))
        .noneMatch(p -> excluded.matcher(p).matches());
  }
}
