import type { Compiler } from 'webpack';

export function antdStaticStyle(): { fileName: string; css: string };
export class AntdStaticStylePlugin {
  constructor(style: { fileName: string; css: string });
  apply(compiler: Compiler): void;
}
export function withoutServerIds(css: string): string;
