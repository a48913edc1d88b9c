package org.qakit.fetch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An HTTP/1.1 server on 127.0.0.1 for download tests, on a plain socket so that it can drop a
 * connection mid-body as a real network does: serves byte arrays by path with an {@code ETag},
 * answers {@code Range: bytes=N-} with 206 and {@code Content-Range} (when {@code If-Range}, if
 * sent, is the ETag), 404 for any other path, one request per connection. It can cut the next
 * answer of a path after a number of body bytes. Every request's path, {@code Range} and {@code
 * If-Range} are recorded.
 */
public final class LoopbackServer implements AutoCloseable {
  private static final Pattern RANGE = Pattern.compile("bytes=(\\d+)-");

  /** One request as the server saw it. */
  public record Request(String path, String range, String ifRange) {}

  private final ServerSocket socket;
  private final Map<String, byte[]> files = new ConcurrentHashMap<>();
  private final Map<String, Integer> cutAfter = new ConcurrentHashMap<>();
  private final List<Request> requests = new CopyOnWriteArrayList<>();

  public LoopbackServer() throws IOException {
    socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread.ofVirtual().start(this::accept);
  }

  /** The base URL, {@code http://127.0.0.1:PORT}. */
  public URI base() {
    return URI.create("http://127.0.0.1:" + socket.getLocalPort());
  }

  /** Serves {@code bytes} at {@code path}. */
  public LoopbackServer serve(String path, byte[] bytes) {
    files.put(path, bytes);
    return this;
  }

  /** The next answer for {@code path} sends only {@code bytes} bytes of its body, then closes the connection. */
  public LoopbackServer cutOnceAfter(String path, int bytes) {
    cutAfter.put(path, bytes);
    return this;
  }

  public List<Request> requests() {
    return List.copyOf(requests);
  }

  private void accept() {
    while (!socket.isClosed()) {
      try {
        Socket s = socket.accept();
        Thread.ofVirtual().start(() -> answer(s));
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void answer(Socket s) {
    try (s) {
      var in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.ISO_8859_1));
      String requestLine = in.readLine();
      if (requestLine == null) {
        return;
      }
      var headers = new HashMap<String, String>();
      for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
        int colon = line.indexOf(':');
        headers.put(line.substring(0, colon).strip().toLowerCase(Locale.ROOT), line.substring(colon + 1).strip());
      }
      String path = URI.create(requestLine.split(" ")[1]).getPath();
      String range = headers.get("range");
      String ifRange = headers.get("if-range");
      requests.add(new Request(path, range, ifRange));
      OutputStream out = s.getOutputStream();
      byte[] body = files.get(path);
      if (body == null) {
        head(out, "404 Not Found", 0, "");
        return;
      }
      String etag = "\"" + Integer.toHexString(Arrays.hashCode(body)) + "\"";
      int from = 0;
      Matcher m = range == null ? null : RANGE.matcher(range);
      if (m != null && m.matches() && (ifRange == null || ifRange.equals(etag))) {
        from = Integer.parseInt(m.group(1));
        if (from >= body.length) {
          head(out, "416 Range Not Satisfiable", 0, "Content-Range: bytes */" + body.length + "\r\n");
          return;
        }
        head(out, "206 Partial Content", body.length - from,
            "ETag: " + etag + "\r\nContent-Range: bytes " + from + "-" + (body.length - 1) + "/" + body.length + "\r\n");
      } else {
        head(out, "200 OK", body.length, "ETag: " + etag + "\r\nAccept-Ranges: bytes\r\n");
      }
      Integer cut = cutAfter.remove(path);
      out.write(body, from, cut == null ? body.length - from : Math.min(cut, body.length - from));
      out.flush();
    } catch (IOException e) {
      // the client went away
    }
  }

  private static void head(OutputStream out, String status, long length, String extra) throws IOException {
    out.write(("HTTP/1.1 " + status + "\r\nContent-Length: " + length + "\r\nConnection: close\r\n" + extra + "\r\n")
        .getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
