package org.qakit.solr;

import org.junit.platform.suite.api.IncludeTags;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * The classes marked {@link SolrClusterTest}, one after another in one test JVM: Surefire hands
 * this suite to one of qakit-app's four test JVMs as a single unit of its queue, so the 3-node
 * SolrCloud cluster ({@link SolrClusterProcess#shared}) starts once while the other JVMs go on
 * with the rest. Surefire's default-test leaves the marked classes themselves out by name
 * (property {@code qakit.test.solrCluster} in qakit-app's pom; {@link SolrClusterTestTagTest}
 * checks that every marked class matches it). A run that filters by tag (the PostgreSQL pass's
 * {@code database}) finds none here, which is not an error.
 */
@Suite(failIfNoTests = false)
@SelectPackages("org.qakit")
@IncludeTags(SolrClusterTest.TAG)
class SolrClusterTests {}
