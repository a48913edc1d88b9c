package org.qakit.serve.source;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;

/**
 * Which hosts the server may fetch a source URL from. By default only public addresses: a URL
 * whose host resolves to any loopback ({@code 127.0.0.0/8}, {@code ::1}), unspecified ({@code
 * 0.0.0.0}, {@code ::}), link-local ({@code 169.254.0.0/16} — cloud metadata — , {@code
 * fe80::/10}), private ({@code 10/8}, {@code 172.16/12}, {@code 192.168/16}), unique-local
 * ({@code fc00::/7}), carrier-grade NAT ({@code 100.64.0.0/10}) or multicast address is refused,
 * so an annotator cannot make the server read the services beside it (server-side request
 * forgery). {@code qakit serve --fetch-private} allows them (a lab whose articles are on an
 * intranet; the tests, whose HTTP server is on loopback). Every redirect hop is checked again.
 *
 * <p>DNS rebinding (a name that resolves to a public address when checked and to a private one a
 * moment later) is closed by the caller: {@link #addresses} resolves the host once and returns
 * the checked addresses, and {@link SourceFetcher} connects to one of those, never resolving the
 * name again (the name goes only into the {@code Host} header and the TLS server name).
 */
public record AddressPolicy(boolean allowPrivate) {
  public static final AddressPolicy PUBLIC_ONLY = new AddressPolicy(false);

  /**
   * The addresses to connect to for {@code uri}, its host resolved once by {@code resolver}; refused
   * (naming the address) when the scheme is not http(s) or any address may not be fetched.
   */
  public List<InetAddress> addresses(URI uri, Resolver resolver) {
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(java.util.Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw new SourceException("only http and https URLs are fetched, found '" + uri + "'");
    }
    if (uri.getHost() == null || uri.getHost().isEmpty()) {
      throw new SourceException("the URL '" + uri + "' names no host");
    }
    List<InetAddress> addresses;
    try {
      addresses = List.copyOf(resolver.resolve(uri.getHost()));
    } catch (UnknownHostException e) {
      throw new SourceException("unknown host '" + uri.getHost() + "'");
    }
    if (addresses.isEmpty()) {
      throw new SourceException("unknown host '" + uri.getHost() + "'");
    }
    if (allowPrivate) {
      return addresses;
    }
    for (InetAddress a : addresses) {
      if (isPrivate(a)) {
        throw new SourceException("'" + uri.getHost() + "' is a loopback or private address (" + a.getHostAddress()
            + "): this server fetches public addresses only (qakit serve --fetch-private allows them)");
      }
    }
    return addresses;
  }

  /** Whether {@code a} is loopback, unspecified, link-local, private, unique-local, carrier-grade NAT or multicast. */
  public static boolean isPrivate(InetAddress a) {
    if (a.isLoopbackAddress() || a.isAnyLocalAddress() || a.isLinkLocalAddress() || a.isSiteLocalAddress() || a.isMulticastAddress()) {
      return true;
    }
    byte[] b = a.getAddress();
    if (a instanceof Inet6Address) {
      return (b[0] & 0xFE) == 0xFC;
    }
    return (b[0] & 0xFF) == 100 && (b[1] & 0xC0) == 64;
  }
}
