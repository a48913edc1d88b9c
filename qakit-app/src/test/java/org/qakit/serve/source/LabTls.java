package org.qakit.serve.source;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsExchange;
import com.sun.net.httpserver.HttpsServer;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.ExtendedSSLSession;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * An HTTPS server on loopback with a self-signed certificate for one DNS name, made by the JDK's
 * {@code keytool} in a temporary folder: serves {@code /article} and records the server names
 * (SNI) the clients asked for. {@link #trust()} is a client context that trusts the certificate.
 */
final class LabTls {
  private static final char[] PASSWORD = "lab-only".toCharArray();
  private final HttpsServer server;
  private final KeyStore keys;
  private final List<String> serverNames = new CopyOnWriteArrayList<>();
  private final AtomicInteger pages = new AtomicInteger();

  private LabTls(KeyStore keys) throws Exception {
    this.keys = keys;
    var kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    kmf.init(keys, PASSWORD);
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(kmf.getKeyManagers(), null, null);
    server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setHttpsConfigurator(new HttpsConfigurator(context));
    server.createContext("/article", ex -> {
      if (((HttpsExchange) ex).getSSLSession() instanceof ExtendedSSLSession session) {
        session.getRequestedServerNames().forEach(n -> serverNames.add(((SNIHostName) n).getAsciiName()));
      }
      pages.incrementAndGet();
      byte[] b = "<html><head><title>Secure</title></head><body><p>Served over TLS.</p></body></html>".getBytes(StandardCharsets.UTF_8);
      ex.getResponseHeaders().add("Content-Type", "text/html; charset=UTF-8");
      ex.sendResponseHeaders(200, b.length);
      ex.getResponseBody().write(b);
      ex.close();
    });
    server.start();
  }

  /** A server whose certificate names {@code dnsName} only (subject and subject alternative name). */
  static LabTls start(Path dir, String dnsName) throws Exception {
    Path store = dir.resolve("lab.p12");
    Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
        "-genkeypair", "-alias", "lab", "-keyalg", "EC", "-groupname", "secp256r1", "-validity", "2",
        "-dname", "CN=" + dnsName, "-ext", "SAN=dns:" + dnsName, "-storetype", "PKCS12",
        "-keystore", store.toString(), "-storepass", new String(PASSWORD), "-keypass", new String(PASSWORD))
        .redirectErrorStream(true).start();
    String output = new String(keytool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!keytool.waitFor(60, TimeUnit.SECONDS) || keytool.exitValue() != 0) {
      throw new IllegalStateException("keytool failed: " + output);
    }
    KeyStore keys = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(store)) {
      keys.load(in, PASSWORD);
    }
    return new LabTls(keys);
  }

  int port() {
    return server.getAddress().getPort();
  }

  /** The server names (SNI) the clients sent, in order. */
  List<String> serverNames() {
    return List.copyOf(serverNames);
  }

  /** How many pages were served. */
  int pages() {
    return pages.get();
  }

  /** A client TLS context whose only trusted certificate is this server's. */
  SSLContext trust() throws Exception {
    KeyStore trusted = KeyStore.getInstance("PKCS12");
    trusted.load(null, null);
    trusted.setCertificateEntry("lab", keys.getCertificate("lab"));
    var tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(trusted);
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(null, tmf.getTrustManagers(), null);
    return context;
  }

  void stop() {
    server.stop(0);
  }
}
