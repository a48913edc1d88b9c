package org.qakit.serve.web;

import io.javalin.http.Context;
import java.util.Collections;
import java.util.List;

/**
 * What a request says about how it reached the server: over https or not, and from which client
 * address. Without {@code --behind-proxy} only the connection itself counts (a client can send
 * any header); with it, the reverse proxy in front is believed: the last value of
 * {@code X-Forwarded-Proto} and the last address of {@code X-Forwarded-For}, the ones the proxy
 * nearest to the server added (a client may have sent earlier ones of its own).
 */
public final class ProxyHeaders {
  private final boolean trusted;

  public ProxyHeaders(boolean trusted) {
    this.trusted = trusted;
  }

  /** Whether the browser reached the server over https. */
  public boolean https(Context ctx) {
    return https(ctx.req().isSecure(), Collections.list(ctx.req().getHeaders("X-Forwarded-Proto")));
  }

  /** As {@link #https(Context)}: {@code secureConnection} is the connection's own TLS, {@code forwardedProto} the header's values. */
  public boolean https(boolean secureConnection, List<String> forwardedProto) {
    if (secureConnection) {
      return true;
    }
    String proto = trusted ? last(forwardedProto) : null;
    return proto != null && proto.equalsIgnoreCase("https");
  }

  /** The client's address. */
  public String clientAddress(Context ctx) {
    return clientAddress(ctx.req().getRemoteAddr(), Collections.list(ctx.req().getHeaders("X-Forwarded-For")));
  }

  /** As {@link #clientAddress(Context)}: {@code remote} is the connection's peer, {@code forwardedFor} the header's values. */
  public String clientAddress(String remote, List<String> forwardedFor) {
    String forwarded = trusted ? last(forwardedFor) : null;
    return forwarded != null ? forwarded : remote;
  }

  /** The last comma-separated item of the last value, or null when there is none. */
  private static String last(List<String> values) {
    if (values == null || values.isEmpty()) {
      return null;
    }
    String v = values.get(values.size() - 1);
    String item = v.substring(v.lastIndexOf(',') + 1).trim();
    return item.isEmpty() ? null : item;
  }
}
