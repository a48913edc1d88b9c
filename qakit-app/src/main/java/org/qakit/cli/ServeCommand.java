package org.qakit.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.qakit.serve.QakitServer;
import org.qakit.serve.ServeOptions;
import org.qakit.serve.api.ApiOptions;
import org.qakit.serve.suggest.CurationOptions;
import org.qakit.serve.auth.PasswordHasher;
import org.qakit.serve.demo.DemoData;
import org.qakit.solve.SolverSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code qakit serve}: the annotation tool and the QA API (docs/serve.md). */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Run the annotation tool and the QA service: projects, records, audits, export and import in the "
        + "command line's formats, an Ask page and the JSON API under /api/v1 (docs/serve.md).",
        "H2 under --data-dir by default; PostgreSQL with --db jdbc:postgresql://HOST/DB (password from "
        + "the environment variable QAKIT_DB_PASSWORD). Stop with Ctrl-C."})
final class ServeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1", description = "address to listen on (default: ${DEFAULT-VALUE}, loopback only)")
  String host;

  @Option(names = "--port", paramLabel = "PORT", defaultValue = "7070", description = "port (default: ${DEFAULT-VALUE}; 0: any free port)")
  int port;

  @Option(names = "--data-dir", paramLabel = "DIR", defaultValue = "qakit-data", description = "folder of the embedded H2 database (default: ${DEFAULT-VALUE})")
  Path dataDir;

  @Option(names = "--db", paramLabel = "URL", description = "JDBC URL instead of the embedded H2 file: jdbc:postgresql://HOST[:PORT]/DB, or a jdbc:h2: URL")
  String db;

  @Option(names = "--db-user", paramLabel = "USER", description = "database user (PostgreSQL)")
  String dbUser;

  @Option(names = "--demo", description = "on an empty database: the demo accounts demo/annotator/auditor (password 'demo') and three sample projects")
  boolean demo;

  @Option(names = "--solver", paramLabel = "S", description = "a solver the Ask page and /api/v1/answer offer; repeat for more (default: word-overlap, random)")
  List<String> solvers = new ArrayList<>();

  @Option(names = "--index", paramLabel = "DIR", description = "an index (qakit index build) for the index-backed solvers and /api/v1/indexes; repeatable, the first serves the solvers")
  List<Path> indexes = new ArrayList<>();

  @Option(names = "--fetch-private", description = "let the record form fetch source URLs on loopback, private and other non-public addresses (refused by default)")
  boolean fetchPrivate;

  @Option(names = "--behind-proxy", description = "requests come through a reverse proxy (TLS ends there): believe its X-Forwarded-Proto"
      + " (https: the session cookie gets Secure) and X-Forwarded-For (the address sign-ins are throttled by); docs/serve.md")
  boolean behindProxy;

  @Option(names = "--distractors-train", paramLabel = "FILE", arity = "1..*", description = "train the multiple-choice form's distractor suggestions on these questions (as qakit distractors --train)")
  List<Path> distractorsTrain = new ArrayList<>();

  @Option(names = "--distractors-vocab", paramLabel = "FILE", description = "the candidate vocabulary of the distractor suggestions (as qakit distractors --vocab)")
  Path distractorsVocab;

  @Option(names = "--distractors-format", paramLabel = "FORMAT", defaultValue = "mcql", description = "format of --distractors-train (default: ${DEFAULT-VALUE})")
  String distractorsFormat;

  @Option(names = "--lang", paramLabel = "L", description = "language of the solvers that need one (en, zh, cs)")
  String language;

  @Option(names = "--api-keys", defaultValue = "auto", paramLabel = "MODE", description = "auto, required or off: whether /api/v1 needs"
      + " Authorization: Bearer KEY (keys made by an admin under /admin/api-keys); auto: only when --host is not loopback (default: ${DEFAULT-VALUE})")
  String apiKeys;

  @Option(names = "--api-max-body", defaultValue = "" + ApiOptions.DEFAULT_MAX_BODY_BYTES, paramLabel = "BYTES",
      description = "largest request body of /api/v1/answer (default: ${DEFAULT-VALUE}); more: 413")
  long apiMaxBody;

  @Option(names = "--api-max-chars", defaultValue = "" + ApiOptions.DEFAULT_MAX_CHARS, paramLabel = "N",
      description = "most characters of question, options, context, candidates and document together, API and Ask page (default: ${DEFAULT-VALUE}); more: 413")
  int apiMaxChars;

  @Option(names = "--api-max-items", defaultValue = "" + ApiOptions.DEFAULT_MAX_ITEMS, paramLabel = "N",
      description = "most candidates or document sentences of a question (default: ${DEFAULT-VALUE}); options are at most 26 (A to Z)")
  int apiMaxItems;

  @Option(names = "--api-max-evidence", defaultValue = "" + ApiOptions.DEFAULT_MAX_EVIDENCE_BYTES, paramLabel = "BYTES",
      description = "largest evidence object in an answer (default: ${DEFAULT-VALUE}); a larger one is left out and its size given")
  int apiMaxEvidence;

  @Option(names = "--api-time-budget-ms", defaultValue = "10000", paramLabel = "MS",
      description = "most time to answer one question, waiting included (default: ${DEFAULT-VALUE}); more: 503")
  long apiTimeBudgetMs;

  @Override
  public Integer call() throws Exception {
    List<String> ids = solvers.isEmpty() ? List.of("word-overlap", "random") : solvers;
    var specs = new ArrayList<SolverSpec>();
    for (String id : ids) {
      specs.add(SolverSpec.builder(id).index(indexes.isEmpty() ? null : indexes.get(0)).language(language, null).build());
    }
    var options = new ServeOptions(host, port, dataDir, db, dbUser, System.getenv("QAKIT_DB_PASSWORD"), demo, specs, indexes,
        PasswordHasher.DEFAULT_COST, fetchPrivate, distractorsTrain.isEmpty() && distractorsVocab == null ? null
            : new CurationOptions(distractorsFormat, distractorsTrain, distractorsVocab),
        new ApiOptions(apiMaxBody, apiMaxChars, apiMaxItems, apiMaxEvidence, Duration.ofMillis(apiTimeBudgetMs), ApiOptions.KeyMode.of(apiKeys)), behindProxy);
    QakitServer server = QakitServer.start(options);
    var out = spec.commandLine().getOut();
    String shown = host.contains(":") ? "[" + host + "]" : host;
    server.initialAdminPassword().ifPresent(p -> out.println("qakit serve: created account 'admin' with password " + p
        + " (shown once; sign in and create the other accounts under Accounts)"));
    if (demo && server.initialAdminPassword().isEmpty()) {
      out.println("qakit serve: demo accounts demo (admin), annotator, auditor; password '" + DemoData.PASSWORD + "'");
    }
    if (server.services().apiKeys().required()) {
      out.println("qakit serve: the API requires a key (--api-keys " + options.api().keys().id() + "): an admin creates keys under /admin/api-keys");
    }
    // the address last: a script (or a test) that waits for it has seen every line before it
    out.println("qakit serve: http://" + shown + ":" + server.port() + "/ (database " + (db == null ? dataDir.resolve("qakit.mv.db") : db) + ")");
    out.flush();
    var stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }));
    stopped.await();
    return 0;
  }
}
