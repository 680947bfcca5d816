import { createHash } from "node:crypto";
import {
  BinaryOperationNode,
  ColumnNode,
  ColumnUpdateNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  OperationNodeTransformer,
  PrimitiveValueListNode,
  type QueryId,
  type QueryResult,
  ReferenceNode,
  TableNode,
  type UnknownRow,
  ValueListNode,
  ValueNode,
  ValuesNode,
} from "kysely";

/*
 * Session tokens are stored only as their SHA-256 (decision 024). better-auth 1.7 has no option for
 * it (its magic-link plugin hashes sign-in tokens, nothing hashes sessions), so the Kysely instance
 * handed to better-auth carries this plugin: in every statement on staff_sessions, a token value
 * (compared, inserted or set) is replaced by its digest on the way to the database, and a digest
 * read back is replaced by the token it was computed from in that same statement. The cookie keeps
 * the token; the table never sees it, and a digest presented as a cookie is hashed again, so a copy
 * of the table signs nobody in. Rows read without their token (listed by user) carry the digest.
 * The tokens are 32 random characters of 62, so a plain hash is as good as a keyed one here: there
 * is nothing to guess.
 */

const sessionsTable = "staff_sessions";
const tokenColumn = "token";

/** What the sessions table keeps of a token. */
export function sessionTokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Whether the statement names the sessions table anywhere (better-auth selects from a subquery). */
function touchesSessions(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  if (Array.isArray(node)) return node.some(touchesSessions);
  if (TableNode.is(node as OperationNode)) return (node as TableNode).table.identifier.name === sessionsTable;
  return Object.values(node).some(touchesSessions);
}

const isTokenColumn = (node: OperationNode) =>
  (ColumnNode.is(node) && node.column.name === tokenColumn) ||
  (ReferenceNode.is(node) &&
    ColumnNode.is(node.column) &&
    node.column.column.name === tokenColumn &&
    (node.table === undefined || node.table.table.identifier.name === sessionsTable));

/** Replaces token values by their digests, remembering which digest stands for which token. */
class TokenHasher extends OperationNodeTransformer {
  readonly tokens = new Map<string, string>();

  private digest(value: unknown): unknown {
    if (typeof value !== "string") return value;
    const digest = sessionTokenDigest(value);
    this.tokens.set(digest, value);
    return digest;
  }

  private hashed(node: OperationNode): OperationNode {
    if (ValueNode.is(node))
      return node.immediate
        ? ValueNode.createImmediate(this.digest(node.value))
        : ValueNode.create(this.digest(node.value));
    if (PrimitiveValueListNode.is(node))
      return PrimitiveValueListNode.create(node.values.map((value) => this.digest(value)));
    if (ValueListNode.is(node)) return ValueListNode.create(node.values.map((value) => this.hashed(value)));
    return node;
  }

  protected override transformBinaryOperation(
    node: BinaryOperationNode,
    queryId?: QueryId,
  ): BinaryOperationNode {
    const transformed = super.transformBinaryOperation(node, queryId);
    if (!isTokenColumn(transformed.leftOperand)) return transformed;
    return BinaryOperationNode.create(
      transformed.leftOperand,
      transformed.operator,
      this.hashed(transformed.rightOperand),
    );
  }

  protected override transformColumnUpdate(node: ColumnUpdateNode, queryId?: QueryId): ColumnUpdateNode {
    const transformed = super.transformColumnUpdate(node, queryId);
    if (!isTokenColumn(transformed.column)) return transformed;
    return ColumnUpdateNode.create(transformed.column, this.hashed(transformed.value));
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: QueryId): InsertQueryNode {
    const transformed = super.transformInsertQuery(node, queryId);
    const index = (transformed.columns ?? []).findIndex((column) => column.column.name === tokenColumn);
    if (index < 0 || transformed.values === undefined || !ValuesNode.is(transformed.values))
      return transformed;
    const rows = transformed.values.values.map((row) =>
      PrimitiveValueListNode.is(row)
        ? PrimitiveValueListNode.create(
            row.values.map((value, at) => (at === index ? this.digest(value) : value)),
          )
        : ValueListNode.create(row.values.map((value, at) => (at === index ? this.hashed(value) : value))),
    );
    return InsertQueryNode.cloneWith(transformed, { values: ValuesNode.create(rows) });
  }
}

/** The Kysely plugin better-auth's database goes through (server/accounts/auth.ts). */
export function hashSessionTokens(): KyselyPlugin {
  const tokensByQuery = new WeakMap<QueryId, Map<string, string>>();
  return {
    transformQuery({ node, queryId }) {
      if (!touchesSessions(node)) return node;
      const hasher = new TokenHasher();
      const transformed = hasher.transformNode(node, queryId);
      tokensByQuery.set(queryId, hasher.tokens);
      return transformed;
    },
    async transformResult({ result, queryId }): Promise<QueryResult<UnknownRow>> {
      const tokens = tokensByQuery.get(queryId);
      if (!tokens || tokens.size === 0) return result;
      const rows = result.rows.map((row) => {
        const stored = row[tokenColumn];
        const token = typeof stored === "string" ? tokens.get(stored) : undefined;
        return token === undefined ? row : { ...row, [tokenColumn]: token };
      });
      return { ...result, rows };
    },
  };
}
