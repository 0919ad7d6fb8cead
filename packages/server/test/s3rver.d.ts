// Types of the parts of s3rver (an untyped CommonJS package) that s3-server.ts uses.

declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      directory: string;
      silent: boolean;
      configureBuckets: { name: string; configs: string[] }[];
    });
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: ((ctx: any, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/account.js' {
  interface Account {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
    revokeAccessKey(accessKeyId: string): void;
  }
  const AWSAccount: { DUMMY_ACCOUNT: Account };
  export default AWSAccount;
}
