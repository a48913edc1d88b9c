package org.qakit.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.Timeout;

/**
 * Downloads one URL into a partial file, resuming what an earlier try left there. A partial file
 * of {@code n} bytes is continued with {@code Range: bytes=n-} and, when the server gave an
 * {@code ETag} or {@code Last-Modified}, {@code If-Range}, so that a file changed on the server
 * restarts from zero instead of being spliced; a server that ignores the range (200) or refuses it
 * (416) restarts too. A connection that breaks after the answer began is resumed the same way, up
 * to {@link #ATTEMPTS} tries; one that cannot be opened (refused, unknown host) or an error status
 * fails at once, with one line naming the URL. The partial file is locked while written, so two
 * fetches of one file do not interleave. Apache HttpClient 5 follows redirects and honours the
 * JVM's proxy settings; compression is off so that byte counts and ranges are the file's.
 */
public final class HttpDownload implements AutoCloseable {
  /** The most tries of one download whose connection keeps breaking. */
  public static final int ATTEMPTS = 5;
  private static final Pattern CONTENT_RANGE = Pattern.compile("bytes (\\d+)-(\\d+)/(\\d+|\\*)");

  private final CloseableHttpClient client;

  /**
   * What one download did.
   *
   * @param bytes the size of the file downloaded
   * @param resumedFrom the bytes an earlier run had left in the partial file and that were kept (0: none)
   * @param tries the requests sent
   */
  public record Result(long bytes, long resumedFrom, int tries) {}

  /** A client that waits {@code connect} to connect and {@code read} for each read before it gives up. */
  public HttpDownload(Timeout connect, Timeout read) {
    var connections = PoolingHttpClientConnectionManagerBuilder.create()
        .setDefaultConnectionConfig(ConnectionConfig.custom().setConnectTimeout(connect).setSocketTimeout(read).build()).build();
    client = HttpClients.custom().setConnectionManager(connections).useSystemProperties().disableContentCompression()
        .disableAutomaticRetries().disableCookieManagement().setUserAgent("qakit (data fetch)").build();
  }

  /** A client with the timeouts a person waits for: 30 s to connect, 60 s without a byte. */
  public static HttpDownload standard() {
    return new HttpDownload(Timeout.ofSeconds(30), Timeout.ofSeconds(60));
  }

  /** The partial file a download of {@code target} goes to: {@code .NAME.part} beside it, kept between runs. */
  public static Path partial(Path target) {
    return target.resolveSibling("." + target.getFileName() + ".part");
  }

  /** Removes a partial file and what was kept with it (a bad download). */
  public static void discard(Path part) throws IOException {
    Files.deleteIfExists(part);
    Files.deleteIfExists(validatorOf(part));
  }

  /**
   * Downloads {@code url} into {@code part}, continuing the bytes already there; the caller moves
   * it into place. A failed download keeps what arrived for the next run, and leaves nothing when
   * nothing arrived.
   */
  public Result download(URI url, Path part, TransferProgress progress) throws IOException {
    try {
      return resume(url, part, progress);
    } catch (IOException | RuntimeException e) {
      if (Files.isRegularFile(part) && Files.size(part) == 0) {
        discard(part);
      }
      throw e;
    }
  }

  private Result resume(URI url, Path part, TransferProgress progress) throws IOException {
    Files.createDirectories(part.toAbsolutePath().getParent());
    Path validatorFile = validatorOf(part);
    try (FileChannel out = FileChannel.open(part, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock = out.tryLock()) {
      if (lock == null) {
        throw new IOException(part + ": another qakit data fetch is downloading into it; wait for it to end");
      }
      long kept = out.size();
      long have = kept;
      String validator = have > 0 && Files.isRegularFile(validatorFile) ? Files.readString(validatorFile, StandardCharsets.UTF_8).strip() : null;
      for (int tries = 1; ; tries++) {
        HttpGet get = new HttpGet(url);
        if (have > 0) {
          get.setHeader("Range", "bytes=" + have + "-");
          if (validator != null && !validator.isEmpty()) {
            get.setHeader("If-Range", validator);
          }
        }
        long total;
        ClassicHttpResponse response = open(url, get);
        try {
          int code = response.getCode();
          if (have > 0 && code == 416) { // the range is past the file: start again
            out.truncate(0);
            have = kept = 0;
            validator = null;
            continue;
          }
          if (code == 206 && have > 0) {
            Matcher m = CONTENT_RANGE.matcher(header(response, "Content-Range"));
            if (!m.matches() || Long.parseLong(m.group(1)) != have) {
              out.truncate(0); // not the range asked for: start again
              have = kept = 0;
              continue;
            }
            total = m.group(3).equals("*") ? -1 : Long.parseLong(m.group(3));
          } else if (code == 200) {
            out.truncate(0);
            have = kept = 0;
            total = response.getEntity() == null ? -1 : response.getEntity().getContentLength();
            validator = validator(response);
            Files.writeString(validatorFile, validator, StandardCharsets.UTF_8);
          } else {
            throw new IOException(url + ": the server answered " + code + " " + response.getReasonPhrase()
                + (code == 404 ? " (the file is not at this address: check the task's URL or --mirror)" : ""));
          }
          progress.begin(part.getFileName().toString().replaceFirst("^\\.(.*)\\.part$", "$1"), have, total);
          try {
            have = copy(response.getEntity(), out, have, progress);
            if (total >= 0 && have != total) {
              throw new IOException("the body ended after " + have + " of " + total + " bytes");
            }
          } catch (IOException broken) {
            have = out.size(); // what arrived before the break
            if (tries >= ATTEMPTS) {
              throw new IOException(url + ": the connection broke after " + have + (total >= 0 ? " of " + total : "") + " bytes, " + tries
                  + " tries (" + broken.getMessage() + "); run the command again to resume from " + part.getFileName());
            }
            pause(tries);
            continue;
          } finally {
            progress.end();
          }
        } finally {
          closeQuietly(response);
        }
        out.force(true);
        return new Result(have, kept, tries);
      }
    }
  }

  /** Sends {@code get}; a connection that cannot be made is one line naming the URL and why. */
  private ClassicHttpResponse open(URI url, HttpGet get) throws IOException {
    try {
      return client.executeOpen(null, get, null);
    } catch (UnknownHostException e) {
      throw new IOException(url + ": unknown host " + url.getHost() + " (offline? a mirror is given with --mirror)", e);
    } catch (ConnectException e) {
      throw new IOException(url + ": connection refused or unreachable (" + e.getMessage() + ")", e);
    } catch (SocketTimeoutException e) {
      throw new IOException(url + ": no answer in time (" + e.getMessage() + ")", e);
    }
  }

  /** Ends an answer; one whose connection broke may fail to close, which changes nothing. */
  private static void closeQuietly(ClassicHttpResponse response) {
    try {
      response.close();
    } catch (IOException broken) {
      // the connection is gone already
    }
  }

  private static long copy(HttpEntity entity, FileChannel out, long have, TransferProgress progress) throws IOException {
    if (entity == null) {
      return have;
    }
    byte[] buffer = new byte[1 << 16];
    out.position(have);
    try (InputStream in = entity.getContent()) {
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        ByteBuffer b = ByteBuffer.wrap(buffer, 0, n);
        while (b.hasRemaining()) {
          out.write(b);
        }
        have += n;
        progress.advanced(have);
      }
    }
    return have;
  }

  /** What identifies this version of the file for {@code If-Range}: a strong ETag, else Last-Modified, else nothing. */
  private static String validator(ClassicHttpResponse response) {
    String etag = header(response, "ETag");
    if (!etag.isEmpty() && !etag.startsWith("W/")) {
      return etag;
    }
    return header(response, "Last-Modified");
  }

  private static String header(ClassicHttpResponse response, String name) {
    Header h = response.getFirstHeader(name);
    return h == null ? "" : h.getValue().strip();
  }

  private static Path validatorOf(Path part) {
    return part.resolveSibling(part.getFileName() + ".validator");
  }

  private static void pause(int tries) throws IOException {
    try {
      Thread.sleep(250L * tries);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }

  @Override
  public void close() {
    client.close(CloseMode.GRACEFUL);
  }
}
