export declare const PINNED_CHROMIUM: string;
export declare const chromiumBanner: string;
export declare const chromiumLaunch: {
  executablePath: string;
  env: Record<string, string | undefined>;
  args: string[];
};
