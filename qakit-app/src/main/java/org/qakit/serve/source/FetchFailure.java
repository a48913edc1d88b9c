package org.qakit.serve.source;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertificateException;
import java.time.Duration;
import javax.net.ssl.SSLException;
import org.apache.hc.client5.http.ClientProtocolException;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.core5.http.ConnectionClosedException;
import org.apache.hc.core5.http.MalformedChunkCodingException;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.NoHttpResponseException;

/**
 * Why a fetch failed, in words for the form: the class of failure only. The exceptions' own
 * messages are never passed on, because the HTTP client's messages name the address it connected to
 * ("Connect to http://intranet:80 [intranet/10.0.0.7] failed"), which would tell a person what an
 * internal name resolves to.
 */
final class FetchFailure {
  static final String UNTRUSTED = "the server's TLS certificate is not trusted (self-signed, expired or from an unknown authority)";

  private FetchFailure() {}

  /** The reason {@code e} stands for; {@code host} is the URL's host, {@code connectTimeout} the connect limit. */
  static String reason(IOException e, String host, Duration connectTimeout) {
    if (e instanceof ConnectTimeoutException) {
      return "cannot connect (no connection within " + seconds(connectTimeout) + ")";
    }
    if (e instanceof NoRouteToHostException) {
      return "cannot connect (no route to the host)";
    }
    if (e instanceof ConnectException) {
      return "cannot connect (connection refused)";
    }
    if (e instanceof UnknownHostException) {
      return "unknown host '" + host + "'";
    }
    if (e instanceof SSLException) {
      return tls(e, host);
    }
    if (e instanceof NoHttpResponseException) {
      return "the server closed the connection without an answer";
    }
    if (e instanceof MessageConstraintException) {
      return "the answer's headers are too long (at most " + PinnedClient.MAX_HEADERS + " lines of " + PinnedClient.MAX_HEADER_LINE + " bytes)";
    }
    if (e instanceof ClientProtocolException || e instanceof MalformedChunkCodingException) {
      return "not a valid HTTP answer";
    }
    if (e instanceof ConnectionClosedException) {
      return "the answer ended early";
    }
    return "the connection failed (" + e.getClass().getSimpleName() + ")";
  }

  private static String tls(IOException e, String host) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof CertPathBuilderException || t instanceof CertPathValidatorException) {
        return UNTRUSTED;
      }
    }
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof CertificateException) {
        return "the server's TLS certificate is not valid for '" + host + "'";
      }
    }
    return "the TLS handshake failed";
  }

  /** "15 s", "0.3 s". */
  static String seconds(Duration d) {
    return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() / 1000.0 + " s";
  }
}
