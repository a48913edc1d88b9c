package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import java.util.Map;
import org.qakit.serve.Services;

/** The help pages: {@code /help/shortcuts}, the record form's keyboard shortcuts ({@link Shortcuts}). */
public final class HelpRoutes {
  private final Services s;

  public HelpRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/help/shortcuts", ctx -> s.pages().render(ctx, "shortcuts", Map.of("shortcuts", Shortcuts.ALL)));
  }
}
