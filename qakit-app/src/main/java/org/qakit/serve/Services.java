package org.qakit.serve;

import org.qakit.serve.api.Answerer;
import org.qakit.serve.audit.Audits;
import org.qakit.serve.auth.Accounts;
import org.qakit.serve.auth.ApiKeys;
import org.qakit.serve.auth.Sessions;
import org.qakit.serve.auth.SignIns;
import org.qakit.serve.exchange.Exporter;
import org.qakit.serve.exchange.Importer;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.source.SourceFetcher;
import org.qakit.serve.suggest.Suggester;
import org.qakit.serve.template.DescriptionTemplates;
import org.qakit.serve.project.Projects;
import org.qakit.serve.record.RecordValidator;
import org.qakit.serve.record.Records;
import org.qakit.serve.store.Database;
import org.qakit.serve.web.Pages;

/** What the routes of one server share: the stores, the validator, the answerer, the page renderer, the
 * source fetcher, the diagram images, the description templates, the
 * suggester, the API keys and the throttled password checks of sign-ins. */
public record Services(Database db, Accounts accounts, Sessions sessions, Projects projects, Records records, Audits audits,
    RecordValidator validator, Exporter exporter, Importer importer, Answerer answerer, Pages pages, SourceFetcher fetcher,
    DiagramImages images, DescriptionTemplates templates, Suggester suggester, ApiKeys apiKeys, SignIns signIns) {}
