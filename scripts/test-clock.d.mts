export declare const TEST_NOW_ISO: string;
export declare const TEST_NOW: number;
export declare function testDate(offsetMs?: number): Date;
export declare function uniqueStamp(): string;
