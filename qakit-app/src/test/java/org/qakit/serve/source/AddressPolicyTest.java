package org.qakit.serve.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The address policy, one row per range and per IPv6 form that wraps an IPv4 address, with an
 * address inside the range that is refused and one just outside it that is allowed. The resolver
 * is the test's: nothing is looked up or connected to.
 */
class AddressPolicyTest {
  private static final String HOST = "articles.test";

  @ParameterizedTest(name = "{0} → {1}")
  @CsvSource(delimiter = '|', textBlock = """
      # IPv4, refused: the JDK's classes (loopback, link-local, site-local, multicast, 0.0.0.0)
      127.0.0.1                  | a loopback address
      127.255.255.254            | a loopback address
      169.254.169.254            | a link-local address
      10.0.0.1                   | a private address
      10.255.255.255             | a private address
      172.16.0.1                 | a private address
      172.31.255.255             | a private address
      192.168.0.1                | a private address
      224.0.0.1                  | a multicast address
      239.255.255.255            | a multicast address
      0.0.0.0                    | an unspecified address
      # IPv4, refused: the special-purpose ranges the JDK does not name
      0.1.2.3                    | an unspecified address
      0.255.255.255              | an unspecified address
      100.64.0.1                 | a carrier-grade NAT address
      100.127.255.255            | a carrier-grade NAT address
      192.0.0.1                  | a reserved address
      192.0.0.255                | a reserved address
      198.18.0.1                 | a reserved address
      198.19.255.255             | a reserved address
      240.0.0.1                  | a reserved address
      255.255.255.255            | a reserved address
      # IPv4, allowed: just outside each range
      1.0.0.1                    | public
      8.8.8.8                    | public
      11.0.0.1                   | public
      126.255.255.255            | public
      128.0.0.1                  | public
      169.253.255.255            | public
      169.255.0.1                | public
      172.15.255.255             | public
      172.32.0.1                 | public
      192.167.255.255            | public
      192.169.0.1                | public
      100.63.255.255             | public
      100.128.0.1                | public
      192.0.1.1                  | public
      191.255.255.255            | public
      198.17.255.255             | public
      198.20.0.1                 | public
      223.255.255.255            | public
      203.0.113.7                | public
      # IPv6, refused
      ::1                        | a loopback address
      ::                         | an unspecified address
      fe80::1                    | a link-local address
      febf:ffff::1               | a link-local address
      fec0::1                    | a private address
      fc00::1                    | a private address
      fdff:ffff::1               | a private address
      ff02::1                    | a multicast address
      64:ff9b:1::1               | a reserved address
      # IPv6, allowed
      2001:4860:4860::8888       | public
      2606:4700:4700::1111       | public
      2001:db8::1                | public
      fbff:ffff::1               | public
      fe00::1                    | public
      # IPv4-mapped ::ffff:a.b.c.d (built as an IPv6 address: the JDK turns the literal into IPv4 itself)
      ::ffff:10.0.0.1            | an IPv4-mapped address wrapping a private IPv4 address
      ::ffff:127.0.0.1           | an IPv4-mapped address wrapping a loopback IPv4 address
      ::ffff:8.8.8.8             | public
      # IPv4-compatible ::a.b.c.d
      ::10.0.0.1                 | an IPv4-compatible address wrapping a private IPv4 address
      ::169.254.169.254          | an IPv4-compatible address wrapping a link-local IPv4 address
      ::8.8.8.8                  | public
      # NAT64 64:ff9b::/96
      64:ff9b::10.0.0.1          | a NAT64 address wrapping a private IPv4 address
      64:ff9b::a9fe:a9fe         | a NAT64 address wrapping a link-local IPv4 address
      64:ff9b::100.64.0.1        | a NAT64 address wrapping a carrier-grade NAT IPv4 address
      64:ff9b::8.8.8.8           | public
      64:ff9c::10.0.0.1          | public
      # 6to4 2002::/16 (the IPv4 address in bits 16-47)
      2002:0a00:0001::1          | a 6to4 address wrapping a private IPv4 address
      2002:7f00:0001::           | a 6to4 address wrapping a loopback IPv4 address
      2002:c000:0001::1          | a 6to4 address wrapping a reserved IPv4 address
      2002:0808:0808::1          | public
      # Teredo 2001::/32 (server IPv4 in bits 32-63, client IPv4 inverted in bits 96-127)
      2001:0:4136:e378:8000:63bf:f5ff:fffe | a Teredo address wrapping a private IPv4 address
      2001:0:4136:e378:8000:63bf:80ff:fffe | a Teredo address wrapping a loopback IPv4 address
      2001:0:0a00:0001:8000:63bf:f7f7:f7f7 | a Teredo address wrapping a private IPv4 address
      2001:0:4136:e378:8000:63bf:f7f7:f7f7 | public
      """)
  void eachRangeIsRefusedByNameAndItsNeighboursAreAllowed(String literal, String expected) throws Exception {
    InetAddress address = address(literal);
    var policy = AddressPolicy.PUBLIC_ONLY;
    URI uri = URI.create("http://" + HOST + "/page");
    if (expected.equals("public")) {
      assertThat(policy.addresses(uri, host -> List.of(address))).containsExactly(address);
    } else {
      assertThatThrownBy(() -> policy.addresses(uri, host -> List.of(address))).isInstanceOf(SourceException.class)
          .hasMessage("'" + HOST + "' resolves to " + expected + ": this server fetches public addresses only"
              + " (qakit serve --fetch-private allows them)");
    }
    // --fetch-private lets every one through
    assertThat(new AddressPolicy(true).addresses(uri, host -> List.of(address))).containsExactly(address);
  }

  /** The address a literal names; {@code ::ffff:a.b.c.d} as an IPv6 address, as a resolver may give it. */
  static InetAddress address(String literal) throws UnknownHostException {
    InetAddress a = InetAddress.getByName(literal);
    if (literal.startsWith("::ffff:") && a instanceof Inet4Address) {
      byte[] mapped = new byte[16];
      mapped[10] = (byte) 0xFF;
      mapped[11] = (byte) 0xFF;
      System.arraycopy(a.getAddress(), 0, mapped, 12, 4);
      return Inet6Address.getByAddress(null, mapped, -1);
    }
    return a;
  }

  @Test
  void theServersOwnAddressesAreRefusedAlsoWhenWrappedAndTheListIsTakenFromItsInterfaces() throws Exception {
    // a server whose public interface addresses are 203.0.113.50 and 2001:db8::50 (injected: the test machine's vary)
    InetAddress own4 = address("203.0.113.50");
    InetAddress own6 = address("2001:db8::50");
    var policy = new AddressPolicy(false, () -> List.of(own4, own6));
    assertThat(policy.refusal(address("203.0.113.50"))).contains("an address of this server");
    assertThat(policy.refusal(address("2001:db8::50"))).contains("an address of this server");
    assertThat(policy.refusal(address("2002:cb00:7132::1"))).contains("a 6to4 address wrapping an IPv4 address of this server");
    assertThat(policy.refusal(address("64:ff9b::203.0.113.50"))).contains("a NAT64 address wrapping an IPv4 address of this server");
    assertThat(policy.refusal(address("203.0.113.51"))).isEmpty();
    assertThat(policy.refusal(address("2001:db8::51"))).isEmpty();
    URI uri = URI.create("http://mirror.test/");
    assertThatThrownBy(() -> policy.addresses(uri, host -> List.of(own4))).isInstanceOf(SourceException.class)
        .hasMessage("'mirror.test' resolves to an address of this server: this server fetches public addresses only"
            + " (qakit serve --fetch-private allows them)");
    assertThat(new AddressPolicy(true, () -> List.of(own4)).addresses(uri, host -> List.of(own4))).containsExactly(own4);
    // by default the list is this machine's interfaces, read at each check: every one of them is refused
    List<InetAddress> interfaces = AddressPolicy.interfaceAddresses();
    assertThat(interfaces).isNotEmpty();
    for (InetAddress a : interfaces) {
      assertThat(AddressPolicy.PUBLIC_ONLY.refusal(a)).as(a.toString()).isPresent();
    }
  }
}
