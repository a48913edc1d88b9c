package org.qakit.serve;

import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qakit.serve.api.Answerer;
import org.qakit.serve.api.ApiError;
import org.qakit.serve.api.ApiRoutes;
import org.qakit.serve.audit.Audits;
import org.qakit.serve.auth.Accounts;
import org.qakit.serve.auth.ApiKeys;
import org.qakit.serve.auth.PasswordHasher;
import org.qakit.serve.auth.Role;
import org.qakit.serve.auth.Sessions;
import org.qakit.serve.auth.SignIns;
import org.qakit.serve.auth.SignInThrottle;
import org.qakit.serve.auth.SignInTokens;
import org.qakit.serve.auth.Tokens;
import org.qakit.serve.demo.DemoData;
import org.qakit.serve.exchange.Exporter;
import org.qakit.serve.exchange.Importer;
import org.qakit.serve.project.Projects;
import org.qakit.serve.record.NearDuplicateIndex;
import org.qakit.serve.record.RecordValidator;
import org.qakit.serve.record.Records;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.InputLimits;
import org.qakit.serve.web.AdminRoutes;
import org.qakit.serve.web.ApiKeyRoutes;
import org.qakit.serve.web.ImageRoutes;
import org.qakit.serve.web.TemplateRoutes;
import org.qakit.serve.image.DiagramImages;
import org.qakit.serve.source.AddressPolicy;
import org.qakit.serve.source.SourceFetcher;
import org.qakit.serve.suggest.Suggester;
import org.qakit.serve.template.DescriptionTemplates;
import org.qakit.serve.image.ImagePurge;
import org.qakit.serve.web.AskRoutes;
import org.qakit.serve.web.FormEncoding;
import org.qakit.serve.web.UploadFolders;
import org.qakit.serve.web.AuditRoutes;
import org.qakit.serve.web.LoginRoutes;
import org.qakit.serve.web.Pages;
import org.qakit.serve.web.ProxyHeaders;
import org.qakit.serve.web.ProjectRoutes;
import org.qakit.serve.web.RecordNumberRoutes;
import org.qakit.serve.web.RecordRoutes;
import org.qakit.serve.web.GuidelineRoutes;
import org.qakit.serve.web.HelpRoutes;
import org.qakit.serve.web.SessionFilter;
import org.qakit.serve.web.Web;

/**
 * {@code qakit serve}: the annotation tool and the QA API in one Javalin server. Opens (and
 * migrates) the database, builds the solvers, registers every route, serves the static assets
 * from the class path (no CDN) and starts listening. With no account in the database it creates
 * {@code admin} with a random password ({@link #initialAdminPassword}), or with {@code --demo} the
 * demo accounts and projects ({@link DemoData}). Expired sessions are deleted at the start and
 * every {@link Sessions#PURGE_EVERY}; diagram images no saved record refers to once a day old
 * ({@link ImagePurge}: at start, then hourly), and import folders a killed server left under
 * {@code <data-dir>/uploads} ({@link UploadFolders}); a form post that is not UTF-8 text is refused
 * before any route sees it ({@link FormEncoding}).
 */
public final class QakitServer implements AutoCloseable {
  private final Javalin app;
  private final Services services;
  private final String initialAdminPassword;
  private final ScheduledExecutorService purger;
  private final ImagePurge imagePurge;

  private QakitServer(Javalin app, Services services, String initialAdminPassword, ScheduledExecutorService purger,
      ImagePurge imagePurge) {
    this.app = app;
    this.services = services;
    this.initialAdminPassword = initialAdminPassword;
    this.purger = purger;
    this.imagePurge = imagePurge;
  }

  /**
   * What tests may change in a server: the clock of sessions, sign-in tokens, the throttle and
   * diagram images (their upload time and purge), the bound on bcrypt checks at once, and how often
   * expired sessions are deleted.
   */
  record Tuning(Clock clock, int passwordChecks, Duration purgeEvery) {
    static Tuning standard() {
      return new Tuning(Clock.systemUTC(), SignIns.defaultParallelChecks(), Sessions.PURGE_EVERY);
    }
  }

  /** Opens the database, starts the server and returns it listening. */
  public static QakitServer start(ServeOptions options) throws IOException {
    return start(options, RecordValidator.standard());
  }

  /** As {@link #start(ServeOptions)}, checking saves with {@code validator}. */
  public static QakitServer start(ServeOptions options, RecordValidator validator) throws IOException {
    return start(options, validator, Tuning.standard());
  }

  /** As {@link #start(ServeOptions, RecordValidator)}, with {@code tuning} (tests). */
  static QakitServer start(ServeOptions options, RecordValidator validator, Tuning tuning) throws IOException {
    java.nio.file.Files.createDirectories(options.dataDir());
    String url = options.dbUrl() != null ? options.dbUrl() : Database.h2Url(options.dataDir());
    Answerer answerer = Answerer.build(options.solvers(), options.indexes(), options.api());
    Suggester suggester;
    try {
      suggester = Suggester.open(options.curation(), options.indexes().isEmpty() ? null : options.indexes().get(0));
    } catch (IOException | RuntimeException e) {
      answerer.close();
      throw e;
    }
    Database db;
    try {
      db = Database.open(url, options.dbUser(), options.dbPassword());
    } catch (RuntimeException e) {
      answerer.close();
      suggester.close();
      throw e;
    }
    try {
      Services s = services(db, options, validator, answerer, suggester, tuning);
      s.sessions().purgeExpired();
      int indexed = NearDuplicateIndex.catchUp(db);
      if (indexed > 0) {
        System.err.println("qakit serve: indexed the questions of " + indexed + " records for near-duplicate search");
      }
      String initial = null;
      if (s.accounts().count() == 0) {
        if (options.demo()) {
          DemoData.create(s);
        } else {
          initial = Tokens.random().substring(0, 16);
          s.accounts().create("admin", initial, Role.ADMIN);
        }
      }
      var filter = new SessionFilter(s.sessions(), SignInTokens.of(db, tuning.clock()), new ProxyHeaders(options.behindProxy()));
      var uploads = new UploadFolders(options.dataDir().resolve("uploads"));
      uploads.purgeStale(UploadFolders.STALE);
      Javalin app = Javalin.create(config -> configure(config, s, filter, uploads));
      ImagePurge images = ImagePurge.start(s.images(), ImagePurge.GRACE, ImagePurge.PERIOD);
      try {
        app.start(options.host(), options.port());
      } catch (RuntimeException e) {
        images.close();
        throw e;
      }
      return new QakitServer(app, s, initial, purger(s.sessions(), tuning.purgeEvery()), images);
    } catch (RuntimeException e) {
      closeQuietly(db);
      answerer.close();
      suggester.close();
      throw e;
    }
  }

  private static Services services(Database db, ServeOptions options, RecordValidator validator, Answerer answerer, Suggester suggester,
      Tuning tuning) {
    var accounts = new Accounts(db, new PasswordHasher(options.bcryptCost()));
    var records = new Records(db);
    var audits = new Audits(db);
    var signIns = new SignIns(accounts, new SignInThrottle(tuning.clock()), tuning.passwordChecks(), options.demo());
    return new Services(db, accounts, new Sessions(db, tuning.clock()), new Projects(db), records, audits, validator,
        new Exporter(db, records, audits), new Importer(db, records, validator), answerer, new Pages(),
        new SourceFetcher(new AddressPolicy(options.fetchPrivate())), new DiagramImages(db, tuning.clock()), new DescriptionTemplates(db),
        suggester, new ApiKeys(db, options.api().keysRequired(options.host())), signIns);
  }

  /** A daemon thread that deletes expired sessions every {@code every}. */
  private static ScheduledExecutorService purger(Sessions sessions, Duration every) {
    ScheduledExecutorService purger = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "qakit-session-purge");
      t.setDaemon(true);
      return t;
    });
    purger.scheduleWithFixedDelay(() -> {
      try {
        sessions.purgeExpired();
      } catch (RuntimeException e) {
        System.err.println("qakit serve: deleting expired sessions: " + e.getMessage());
      }
    }, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    return purger;
  }

  private static void configure(JavalinConfig config, Services s, SessionFilter sessions, UploadFolders uploads) {
    config.startup.showJavalinBanner = false;
    config.startup.showOldJavalinVersionWarning = false;
    config.http.maxRequestSize = 64L * 1024 * 1024;
    config.jetty.modifyServletContextHandler(handler -> handler.setMaxFormContentSize(InputLimits.FORM_BYTES));
    config.staticFiles.add(sf -> {
      sf.hostedPath = "/static";
      sf.directory = "/qakit/serve/static";
      sf.location = Location.CLASSPATH;
    });
    config.routes.before(sessions::handle);
    config.routes.before(FormEncoding::check);
    config.routes.after(QakitServer::securityHeaders);
    new LoginRoutes(s, sessions).register(config.routes);
    new ProjectRoutes(s, uploads).register(config.routes);
    new RecordRoutes(s).register(config.routes);
    new GuidelineRoutes(s).register(config.routes);
    new HelpRoutes(s).register(config.routes);
    new AuditRoutes(s).register(config.routes);
    new org.qakit.serve.web.AuditQueueRoutes(s).register(config.routes);
    new org.qakit.serve.web.AbTestRoutes(s).register(config.routes);
    new RecordNumberRoutes(s).register(config.routes);
    new AdminRoutes(s).register(config.routes);
    new TemplateRoutes(s).register(config.routes);
    new ImageRoutes(s).register(config.routes);
    new AskRoutes(s).register(config.routes);
    new ApiKeyRoutes(s).register(config.routes);
    new ApiRoutes(s.answerer(), s.apiKeys()).register(config.routes);
    config.routes.exception(Web.NeedsSignIn.class, (e, ctx) -> ctx.redirect("/login", HttpStatus.SEE_OTHER));
    config.routes.exception(HttpResponseException.class, (e, ctx) -> error(s, ctx, e.getStatus(), e.getMessage()));
    config.routes.exception(Exception.class, (e, ctx) -> {
      Optional<String> unreadable = FormEncoding.unreadable(e);
      if (unreadable.isPresent()) {
        error(s, ctx, 400, unreadable.get());
        return;
      }
      System.err.println("qakit serve: " + ctx.method().name() + " " + ctx.path() + ": " + e);
      error(s, ctx, 500, "internal error: " + e.getClass().getSimpleName());
    });
  }

  private static void securityHeaders(Context ctx) {
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("X-Frame-Options", "DENY");
    ctx.header("Referrer-Policy", "same-origin");
    ctx.header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
  }

  private static void error(Services s, Context ctx, int status, String message) {
    ctx.status(status);
    if (ctx.path().startsWith("/api/")) {
      ctx.contentType("application/json").result(ApiError.json(status, message).toString());
    } else {
      s.pages().render(ctx, "error", Map.of("status", status, "message", message == null ? "" : message));
    }
  }

  /** The port the server listens on. */
  public int port() {
    return app.port();
  }

  /** The password of the {@code admin} account created at this start, if one was. */
  public Optional<String> initialAdminPassword() {
    return Optional.ofNullable(initialAdminPassword);
  }

  public Services services() {
    return services;
  }

  /** Every route registered (filters left out): method and path, e.g. {@code GET /api/v1/solvers}. */
  public List<String> routes() {
    return app.unsafe.internalRouter.allHttpHandlers().stream().filter(e -> e.endpoint.method.isHttpMethod())
        .map(e -> e.endpoint.method.name() + " " + e.endpoint.path).toList();
  }

  @Override
  public void close() {
    purger.shutdownNow();
    app.stop();
    imagePurge.close();
    closeQuietly(services.db());
    services.answerer().close();
    services.suggester().close();
  }

  private static void closeQuietly(Database db) {
    try {
      db.close();
    } catch (Exception e) {
      System.err.println("qakit serve: closing the database: " + e.getMessage());
    }
  }
}
