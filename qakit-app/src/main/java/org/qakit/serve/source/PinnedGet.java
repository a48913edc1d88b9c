package org.qakit.serve.source;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * One HTTP/1.1 {@code GET} sent to an address already checked, never to the name resolved again:
 * the socket connects to one of {@code addresses} (the next on a failed connect), and the URL's
 * host goes only into the {@code Host} header and, for {@code https}, the TLS server name (SNI)
 * and the certificate's host name check ({@code HTTPS} endpoint identification against the name,
 * the JVM's trust store). The request asks for no compression and {@code Connection: close}; the
 * body is de-chunked, cut at {@code Content-Length}, else read to the end. {@code deadline}
 * ({@link System#nanoTime}) bounds the connect and every read; running past it is a {@link
 * SourceException} "no answer within …".
 */
final class PinnedGet implements AutoCloseable {
  private static final int MAX_HEADER_LINE = 16 * 1024;
  private static final int MAX_HEADERS = 200;
  private final Socket socket;
  private final int status;
  private final Map<String, String> headers;
  private final InputStream body;

  private PinnedGet(Socket socket, int status, Map<String, String> headers, InputStream body) {
    this.socket = socket;
    this.status = status;
    this.headers = headers;
    this.body = body;
  }

  /** Sends {@code GET uri} to the first of {@code addresses} that accepts a connection. */
  static PinnedGet send(URI uri, List<InetAddress> addresses, long connectMillis, long deadline, String accept) throws IOException {
    boolean tls = uri.getScheme().equalsIgnoreCase("https");
    int port = uri.getPort() >= 0 ? uri.getPort() : tls ? 443 : 80;
    Socket socket = connect(addresses, port, connectMillis, deadline);
    try {
      String host = uri.getHost();
      if (tls) {
        SSLSocket ssl = (SSLSocket) ((SSLSocketFactory) SSLSocketFactory.getDefault()).createSocket(socket, host, port, true);
        var params = ssl.getSSLParameters();
        params.setEndpointIdentificationAlgorithm("HTTPS");
        if (!host.startsWith("[") && !host.matches("[0-9.]+")) {
          params.setServerNames(List.of(new SNIHostName(host)));
        }
        ssl.setSSLParameters(params);
        socket = ssl;
        timeout(socket, deadline);
        ssl.startHandshake();
      }
      String target = (uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath())
          + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
      String request = "GET " + target + " HTTP/1.1\r\nHost: " + host + (uri.getPort() >= 0 ? ":" + uri.getPort() : "")
          + "\r\nUser-Agent: qakit-serve\r\nAccept: " + accept + "\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n";
      OutputStream out = socket.getOutputStream();
      out.write(request.getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = new Deadline(new BufferedInputStream(socket.getInputStream()), socket, deadline);
      String statusLine = line(in);
      String[] parts = statusLine.split(" ", 3);
      if (parts.length < 2 || !parts[0].startsWith("HTTP/1.") || !parts[1].matches("[0-9]{3}")) {
        throw new IOException("not an HTTP/1.x answer: '" + statusLine + "'");
      }
      Map<String, String> headers = headers(in);
      InputStream body = in;
      if (headers.getOrDefault("transfer-encoding", "").toLowerCase(Locale.ROOT).contains("chunked")) {
        body = new Chunked(in);
      } else if (headers.containsKey("content-length")) {
        body = new Bounded(in, length(headers.get("content-length")));
      }
      return new PinnedGet(socket, Integer.parseInt(parts[1]), headers, body);
    } catch (IOException | RuntimeException e) {
      socket.close();
      throw e;
    }
  }

  private static long length(String value) throws IOException {
    try {
      return Long.parseLong(value.strip());
    } catch (NumberFormatException e) {
      throw new IOException("a bad Content-Length '" + value + "'");
    }
  }

  int status() {
    return status;
  }

  /** The first value of header {@code name} (any case), or empty. */
  String header(String name) {
    return headers.getOrDefault(name.toLowerCase(Locale.ROOT), "");
  }

  InputStream body() {
    return body;
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      // nothing more is read
    }
  }

  private static Socket connect(List<InetAddress> addresses, int port, long connectMillis, long deadline) throws IOException {
    IOException last = null;
    for (InetAddress a : addresses) {
      Socket s = new Socket();
      try {
        long left = Math.max(1, Math.min(connectMillis, (deadline - System.nanoTime()) / 1_000_000));
        s.connect(new InetSocketAddress(a, port), (int) left);
        return s;
      } catch (IOException e) {
        s.close();
        last = new IOException("cannot connect to " + a.getHostAddress() + " port " + port
            + (e instanceof SocketTimeoutException ? " within " + connectMillis + " ms" : ": " + e.getMessage()), e);
      }
    }
    throw last;
  }

  private static void timeout(Socket s, long deadline) throws IOException {
    long left = (deadline - System.nanoTime()) / 1_000_000;
    if (left <= 0) {
      throw new SocketTimeoutException("deadline passed");
    }
    s.setSoTimeout((int) Math.min(Integer.MAX_VALUE, left));
  }

  private static String line(InputStream in) throws IOException {
    var b = new ByteArrayOutputStream();
    int c;
    while ((c = in.read()) != '\n') {
      if (c < 0) {
        throw new IOException("the answer ended in its headers");
      }
      if (b.size() >= MAX_HEADER_LINE) {
        throw new IOException("a header line longer than " + MAX_HEADER_LINE + " bytes");
      }
      b.write(c);
    }
    String s = b.toString(StandardCharsets.ISO_8859_1);
    return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
  }

  private static Map<String, String> headers(InputStream in) throws IOException {
    var out = new HashMap<String, String>();
    for (int n = 0; ; n++) {
      String h = line(in);
      if (h.isEmpty()) {
        return out;
      }
      if (n >= MAX_HEADERS) {
        throw new IOException("more than " + MAX_HEADERS + " headers");
      }
      int colon = h.indexOf(':');
      if (colon > 0) {
        out.putIfAbsent(h.substring(0, colon).strip().toLowerCase(Locale.ROOT), h.substring(colon + 1).strip());
      }
    }
  }

  /** Sets the socket's read timeout to what is left before the deadline before every read. */
  private static final class Deadline extends FilterInputStream {
    private final Socket socket;
    private final long deadline;

    Deadline(InputStream in, Socket socket, long deadline) {
      super(in);
      this.socket = socket;
      this.deadline = deadline;
    }

    @Override
    public int read() throws IOException {
      timeout(socket, deadline);
      return super.read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      timeout(socket, deadline);
      return super.read(b, off, len);
    }
  }

  /** At most {@code left} bytes of the stream. */
  private static final class Bounded extends FilterInputStream {
    private long left;

    Bounded(InputStream in, long length) {
      super(in);
      this.left = length;
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (left <= 0) {
        return -1;
      }
      int n = super.read(b, off, (int) Math.min(len, left));
      if (n > 0) {
        left -= n;
      }
      return n;
    }
  }

  /** The body of a {@code Transfer-Encoding: chunked} answer (hex size line, data, CRLF; size 0 ends it). */
  private static final class Chunked extends FilterInputStream {
    private long left;
    private boolean done;

    Chunked(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (done) {
        return -1;
      }
      if (left == 0) {
        String size = line(in);
        int semi = size.indexOf(';');
        try {
          left = Long.parseLong((semi < 0 ? size : size.substring(0, semi)).strip(), 16);
        } catch (NumberFormatException e) {
          throw new IOException("a bad chunk size '" + size + "'");
        }
        if (left == 0) {
          done = true;
          return -1;
        }
      }
      int n = in.read(b, off, (int) Math.min(len, left));
      if (n < 0) {
        throw new IOException("the answer ended inside a chunk");
      }
      left -= n;
      if (left == 0) {
        line(in);
      }
      return n;
    }
  }
}
