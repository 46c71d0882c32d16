declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }
  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
  export = S3rver;
}

declare module 's3rver/lib/stores/filesystem' {
  class FilesystemStore {
    getMetadata: (this: FilesystemStore, bucket: string, key: string) => Promise<unknown>;
    putMetadata: (this: FilesystemStore, bucket: string, key: string, ...rest: unknown[]) => Promise<unknown>;
  }
  export = FilesystemStore;
}
