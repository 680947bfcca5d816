import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

/*
 * A passkey authenticator in software, for tests of the server's side of WebAuthn without a
 * browser: it answers the registration and authentication options the server hands out as a
 * phone would (ES256, "none" attestation, the flags it is told), so the server checks real
 * signatures over real challenges. Browser tests use Chromium's virtual authenticator instead.
 */

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

/** Just enough CBOR for an attestation object and a COSE key: integers, text, bytes and maps. */
function cbor(value: unknown): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (typeof value !== "object" || value === null) throw new Error("Not encodable here.");
  const entries: [unknown, unknown][] = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    cborHead(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export type SoftwarePasskey = ReturnType<typeof softwarePasskey>;

/** One passkey on one device: made by `register`, used by `authenticate`. */
export function softwarePasskey(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = cbor(
    new Map<number, number | Buffer>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = "";
  let rpId = "";

  function authenticatorData(flags: { verified: boolean; attested?: boolean }) {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    // User present (0x01), user verified (0x04), attested credential data included (0x40).
    const bits = 0x01 | (flags.verified ? 0x04 : 0) | (flags.attested ? 0x40 : 0);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([bits]), count];
    if (flags.attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, coseKey);
    }
    return Buffer.concat(parts);
  }

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: base64url(credentialId),
    /** The COSE public key as the server should store it (base64). */
    publicKey: coseKey.toString("base64"),
    /** The browser's answer to registration options; `verified` says whether the owner was checked. */
    register(options: Options, { verified = true } = {}) {
      rpId = options.rp?.id ?? "";
      userHandle = options.user?.id ?? "";
      const authData = authenticatorData({ verified, attested: true });
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientData("webauthn.create", options.challenge)),
          attestationObject: base64url(cbor({ fmt: "none", attStmt: {}, authData })),
          transports: ["internal"],
        },
      };
    },
    /** The browser's answer to authentication options, signed with this passkey's private key. */
    authenticate(options: Options, { verified = true } = {}) {
      rpId = options.rpId ?? rpId;
      const authData = authenticatorData({ verified });
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: base64url(credentialId),
        rawId: base64url(credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
          userHandle,
        },
      };
    },
  };
}
