package org.qakit.serve.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import org.qakit.serve.Services;
import org.qakit.serve.image.DiagramImages;

/**
 * Serves a project's diagram images to those who may see the project, with the type their bytes
 * were recognised as ({@code Content-Type}), {@code nosniff} (set for every answer) and {@code
 * inline}; an image of another project, or of a project the account may not see, answers 404.
 */
public final class ImageRoutes {
  private final Services s;

  public ImageRoutes(Services services) {
    this.s = services;
  }

  public void register(RoutesConfig routes) {
    routes.get("/projects/{pid}/images/{iid}", this::image);
  }

  private void image(Context ctx) {
    var p = ProjectRoutes.project(s, ctx);
    DiagramImages.Image img = s.images().find(p.id(), Web.id(ctx, "iid")).orElseThrow(() -> new NotFoundResponse("no such image"));
    ctx.header("Content-Disposition", "inline");
    ctx.header("Cache-Control", "private, max-age=3600");
    ctx.contentType(img.type().contentType()).result(img.bytes());
  }
}
